import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu } from '@registro/contracts';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { idSessione } from '../lib/sessions/session-token';

jest.setTimeout(60_000);

/** Every administrative endpoint of users, groups and sessions, with a plausible body. */
function chiamate(sessione: string) {
  const utente = { lastname: 'A', firstname: 'B', username: 'nuovo', email: 'n@example.it', idGruppo: 2, password: 'Password1', verificaPassword: 'Password1' };
  const gruppo = { nome: 'Nuovo', descrizione: '', menu: [], sezioni: [] };
  return [
    ['GET', '/api/users', undefined],
    ['GET', '/api/users/1', undefined],
    ['POST', '/api/users', utente],
    ['PUT', '/api/users/1', utente],
    ['DELETE', '/api/users/1', undefined],
    ['PUT', '/api/users/attiva/1', undefined],
    ['GET', '/api/vocimenu', undefined],
    ['GET', '/api/gruppi', undefined],
    ['GET', '/api/gruppi/1', undefined],
    ['POST', '/api/gruppi', gruppo],
    ['PUT', '/api/gruppi/1', gruppo],
    ['DELETE', '/api/gruppi/1', undefined],
    ['GET', '/api/session', undefined],
    ['POST', `/api/session/${sessione}/apri`, undefined],
  ] as const;
}

describe('administrative endpoints refuse users whose group lacks the permission', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const send = (metodo: string, path: string, body: object | undefined, tk: string) => {
    const r = metodo === 'GET' ? t.http.get(path) : metodo === 'POST' ? t.http.post(path) : metodo === 'PUT' ? t.http.put(path) : t.http.delete(path);
    return r.set('Authorization', `Bearer ${tk}`).send(body);
  };

  it('answers operatore 403 with a messaggio on every one, and changes nothing', async () => {
    const admin = await t.login('admin');
    const operatore = await t.login('operatore');
    const eventi = async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const prima = await eventi();
    for (const [metodo, percorso, body] of chiamate(idSessione(admin))) {
      const res = await send(metodo, percorso, body, operatore);
      expect({ metodo, percorso, status: res.status }).toEqual({ metodo, percorso, status: 403 });
      expect(res.body.messaggio).toBe('Non hai i permessi per questa operazione');
    }
    expect(await eventi()).toBe(prima);
    expect((await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${admin}`)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const [metodo, percorso, body] of chiamate('a'.repeat(64))) {
      const r = metodo === 'GET' ? t.http.get(percorso) : metodo === 'POST' ? t.http.post(percorso) : metodo === 'PUT' ? t.http.put(percorso) : t.http.delete(percorso);
      expect((await r.send(body)).status).toBe(401);
    }
  });

  it('tells visualizza from modifica, elimina and approva', async () => {
    const admin = await t.login('admin');
    const lettori = await t.http
      .post('/api/gruppi')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        nome: 'Lettori',
        menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: false })),
        sezioni: SEZIONI.map((s) => ({
          id: s.id,
          descrizione: s.descrizione,
          permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: p === 'visualizza' })),
        })),
      });
    expect(lettori.status).toBe(201);
    const creato = await t.http.post('/api/users').set('Authorization', `Bearer ${admin}`).send({
      lastname: 'Lettore', firstname: 'Leo', username: 'lettore', email: 'l@example.it', idGruppo: lettori.body.data.id, password: 'Password1', verificaPassword: 'Password1',
    });
    expect(creato.status).toBe(201);
    const lettore = await t.login('lettore', 'Password1');
    const attese: Record<string, number> = {
      'GET /api/users': 200,
      'POST /api/users': 403,
      'DELETE /api/users/1': 403,
      'GET /api/gruppi/1': 200,
      'PUT /api/gruppi/1': 403,
      'GET /api/session': 200,
      [`POST /api/session/${idSessione(admin)}/apri`]: 403,
    };
    const ottenute: Record<string, number> = {};
    for (const [metodo, percorso, body] of chiamate(idSessione(admin))) {
      const chiave = `${metodo} ${percorso}`;
      if (chiave in attese) ottenute[chiave] = (await send(metodo, percorso, body, lettore)).status;
    }
    expect(ottenute).toEqual(attese);
  });

  it('answers malformed bodies with 4xx and a messaggio, never 500', async () => {
    const admin = await t.login('admin');
    const corpi: unknown[] = [
      [],
      'testo',
      { scadenzaUtenza: {} },
      { scadenzaUtenza: true, username: ['a'] },
      { menu: [null] },
      { menu: [{ routeId: 5 }] },
      { sezioni: [{ id: 'users', permessi: [{ attivo: true }] }] },
      { sezioni: 'tutte' },
      { domicilio: 'Napoli', latitudine: {}, tipoIdentificativo: ['CF'] },
      { residenza: { cap: 80100, extra: 1 } },
      { nome: 'x'.repeat(10_000) },
    ];
    const percorsi = [
      ['POST', '/api/users'],
      ['PUT', '/api/users/1'],
      ['POST', '/api/gruppi'],
      ['PUT', '/api/gruppi/2'],
      ['PUT', '/api/profilo'],
    ] as const;
    for (const [metodo, percorso] of percorsi)
      for (const corpo of corpi) {
        const res = await send(metodo, percorso, corpo as object, admin);
        expect({ percorso, corpo, quattrocento: res.status >= 400 && res.status < 500 }).toEqual({ percorso, corpo, quattrocento: true });
        expect(res.body.messaggio).toBeTruthy();
      }
  });
});
