import { api, request } from './api-client';
import { ApiError } from './api-error';
import { ATTESA_MASSIMA_MS, attesaPrimaDiRiprovare, MAX_NUOVI_TENTATIVI, ripetibile, secondiDiRetryAfter } from './retry-after';
import { avviaServer, sovraccarico } from './test/overload-server';

const ok = (data: unknown) => ({ status: 200, corpo: { data } });
const MESSAGGIO_1S = 'Servizio momentaneamente sovraccarico: riprovare tra 1 secondo';

describe('the api client on an overloaded server (503/429 with Retry-After), against a real local server', () => {
  let server: Awaited<ReturnType<typeof avviaServer>> | undefined;
  afterEach(async () => {
    await server?.chiudi();
    server = undefined;
  });

  it('a GET refused once is sent again after Retry-After (plus at most 20 % jitter) and answers as if nothing happened', async () => {
    server = await avviaServer([sovraccarico(1), ok({ id: 7 })]);

    await expect(api.get('/users/7')).resolves.toEqual({ data: { id: 7 } });

    const [prima, seconda] = server.ricevute;
    expect(server.ricevute.map((r) => r.metodo)).toEqual(['GET', 'GET']);
    expect(seconda.percorso).toBe(prima.percorso);
    const attesa = seconda.istante - prima.istante;
    expect(attesa).toBeGreaterThanOrEqual(990);
    // 1 s + 20 % jitter, with room for a loaded machine
    expect(attesa).toBeLessThan(2000);
  });

  it('a 429 with Retry-After is waited out the same way', async () => {
    server = await avviaServer([sovraccarico(1, 429), ok([])]);
    await expect(api.get('/lista')).resolves.toEqual({ data: [] });
    expect(server.ricevute).toHaveLength(2);
  });

  it("a POST without Idempotency-Key is never sent again: the server's messaggio reaches the user", async () => {
    server = await avviaServer([sovraccarico(1), ok({ id: 1 })]);

    const errore = await api.post('/users', { nome: 'Anna' }).catch((e: unknown) => e);

    expect(errore).toBeInstanceOf(ApiError);
    expect(errore).toMatchObject({ status: 503, messaggio: MESSAGGIO_1S, riprovaTraSecondi: 1 });
    expect(server.ricevute).toHaveLength(1);
  });

  it('a POST with Idempotency-Key is sent again with the same key and body', async () => {
    server = await avviaServer([sovraccarico(1), { status: 201, corpo: { data: { id: 9 } } }]);

    const risposta = await api.post('/ordini', { righe: 2 }, { 'Idempotency-Key': 'chiave-1' });

    expect(risposta).toEqual({ data: { id: 9 } });
    expect(server.ricevute.map((r) => [r.metodo, r.headers['idempotency-key'], r.corpo])).toEqual([
      ['POST', 'chiave-1', '{"righe":2}'],
      ['POST', 'chiave-1', '{"righe":2}'],
    ]);
  });

  it(`gives up after ${MAX_NUOVI_TENTATIVI} retries and throws the server's messaggio`, async () => {
    server = await avviaServer([sovraccarico(1)]);

    const errore = await api.get('/lista').catch((e: unknown) => e);

    expect(errore).toMatchObject({ status: 503, messaggio: MESSAGGIO_1S });
    expect(server.ricevute).toHaveLength(1 + MAX_NUOVI_TENTATIVI);
  });

  it('an abort while waiting ends the wait at once (AbortError) and nothing more is sent', async () => {
    server = await avviaServer([sovraccarico(5), ok([])]);
    const controllo = new AbortController();

    const inizio = performance.now();
    const esito = request('GET', '/lista', { signal: controllo.signal }).catch((e: unknown) => e);
    while (server.ricevute.length === 0) await new Promise((r) => setTimeout(r, 10));
    setTimeout(() => controllo.abort(), 50);
    const errore = await esito;

    expect((errore as Error).name).toBe('AbortError');
    expect(performance.now() - inizio).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 200));
    expect(server.ricevute).toHaveLength(1);
  });

  it('a 503 without Retry-After (a dependency down) is not the client\'s to repeat', async () => {
    server = await avviaServer([{ status: 503, corpo: { messaggio: 'Servizio temporaneamente non disponibile' } }, ok([])]);
    const errore = await api.get('/lista').catch((e: unknown) => e);
    expect(errore).toMatchObject({ status: 503, riprovaTraSecondi: undefined });
    expect(server.ricevute).toHaveLength(1);
  });
});

describe('the retry policy', () => {
  const risposta = (status: number, retryAfter?: string) =>
    new Response(null, { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });

  it('waits the asked seconds plus up to 20 %, never more than 10 s', () => {
    expect(attesaPrimaDiRiprovare(risposta(503, '2'), () => 0)).toBe(2000);
    expect(attesaPrimaDiRiprovare(risposta(503, '2'), () => 1)).toBe(2400);
    expect(attesaPrimaDiRiprovare(risposta(503, '120'), () => 0.5)).toBe(ATTESA_MASSIMA_MS);
    expect(attesaPrimaDiRiprovare(risposta(503))).toBeUndefined();
    expect(attesaPrimaDiRiprovare(risposta(500, '2'))).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const adesso = Date.parse('2026-11-30T10:00:00Z');
    expect(secondiDiRetryAfter('3', adesso)).toBe(3);
    expect(secondiDiRetryAfter('Mon, 30 Nov 2026 10:00:04 GMT', adesso)).toBe(4);
    expect(secondiDiRetryAfter('Mon, 30 Nov 2026 09:59:00 GMT', adesso)).toBe(0);
    expect(secondiDiRetryAfter('presto', adesso)).toBeUndefined();
    expect(secondiDiRetryAfter(null, adesso)).toBeUndefined();
  });

  it('repeats reads and keyed writes only', () => {
    expect(ripetibile('GET')).toBe(true);
    expect(ripetibile('POST', { 'idempotency-key': 'k' })).toBe(true);
    expect(ripetibile('POST')).toBe(false);
    expect(ripetibile('PUT', { 'Content-Type': 'application/json' })).toBe(false);
    expect(ripetibile('DELETE')).toBe(false);
  });
});
