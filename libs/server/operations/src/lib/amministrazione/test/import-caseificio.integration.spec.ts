import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import type { ParametroConfigurazione } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import type { TaskRunContext } from '../../tasks/handlers/task-handler';
import { ImportCaseificio } from '../caseificio/import-caseificio';

jest.setTimeout(60_000);

/** The ImportCaseificio task handler against a stand-in of the dairy's HTTP source. */
describe('ImportCaseificio: the dairy import task', () => {
  let t: TestApp;
  let admin: string;
  let pool: Pool;
  let sorgente: Server;
  let url: string;
  /** what the stand-in answers next */
  let risposta: { status: number; body: string } = { status: 200, body: '[]' };
  let chiamate = 0;

  beforeAll(async () => {
    sorgente = createServer((_req, res) => {
      chiamate++;
      res.writeHead(risposta.status, { 'content-type': 'application/json' }).end(risposta.body);
    });
    await new Promise<void>((resolve) => sorgente.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(sorgente.address() as AddressInfo).port}/consegne`;
    t = await createTestApp();
    pool = t.app.get<Pool>(PG_POOL);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    delete process.env['CASEIFICIO_SOURCE_URL'];
    await t?.close();
    await new Promise((resolve) => sorgente?.close(resolve));
  });

  function contesto(): TaskRunContext & { righe: string[] } {
    const righe: string[] = [];
    return { idTask: 1, runId: `run-${Math.random()}`, signal: new AbortController().signal, righe, log: async (r) => void righe.push(r) };
  }
  const runImport = (ctx: TaskRunContext) => t.app.get(ImportCaseificio).run(ctx);
  const consegne = () => pool.query('SELECT id_sorgente, dati FROM caseificio_consegne ORDER BY id_sorgente').then((r) => r.rows);
  const lastRequest = () =>
    pool.query(`SELECT * FROM richieste_integrazione WHERE servizio = 'caseificioimport' ORDER BY id DESC LIMIT 1`).then((r) => r.rows[0]);

  /** the parameter CASEIFICIO_INDIRIZZO_SORGENTE as the administrator sets it in Parametri di Configurazione */
  const impostaIndirizzo = async (valore: string) => {
    const elenco = await t.http.get('/api/configparameter').query({ nome: 'CASEIFICIO_INDIRIZZO_SORGENTE' }).set(bearer(admin));
    const p = (elenco.body.data.list as ParametroConfigurazione[]).find((x) => x.nome === 'CASEIFICIO_INDIRIZZO_SORGENTE') as ParametroConfigurazione;
    expect(p).toMatchObject({ tipo: 'TESTO', parametro: expect.any(String) });
    const res = await t.http.put(`/api/configparameter/${p.id}`).set(bearer(admin)).send({ ...p, parametro: JSON.stringify(valore) });
    expect(res.status).toBe(200);
  };
  const inProduzione = async <T>(fai: () => Promise<T>): Promise<T> => {
    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      return await fai();
    } finally {
      process.env['NODE_ENV'] = nodeEnv;
    }
  };

  it('in production without a configured source fails saying, in Italian, what the administrator sets and where (no environment variable)', async () => {
    delete process.env['CASEIFICIO_SOURCE_URL'];
    const ctx = contesto();
    const messaggio = 'Indirizzo della sorgente del caseificio non configurato: impostarlo in Parametri di Configurazione (parametro CASEIFICIO_INDIRIZZO_SORGENTE)';
    await inProduzione(() => expect(runImport(ctx)).rejects.toThrow(messaggio));
    expect(ctx.righe).toEqual([messaggio]);
    expect(ctx.righe.join(' ')).not.toContain('CASEIFICIO_SOURCE_URL');
  });

  it('an address that is not http or https is refused with the same guidance', async () => {
    await impostaIndirizzo('sorgente-del-caseificio');
    const ctx = contesto();
    await expect(runImport(ctx)).rejects.toThrow(
      'Indirizzo della sorgente del caseificio non valido («sorgente-del-caseificio»): impostare un indirizzo http o https in Parametri di Configurazione (parametro CASEIFICIO_INDIRIZZO_SORGENTE)',
    );
    await impostaIndirizzo('');
  });

  it('reads the address set in Parametri di Configurazione', async () => {
    delete process.env['CASEIFICIO_SOURCE_URL'];
    await impostaIndirizzo(url);
    risposta = { status: 200, body: JSON.stringify([{ id: 'P1', conferente: 'Dal parametro', litri: 10 }]) };
    const ctx = contesto();
    await inProduzione(() => runImport(ctx));
    expect(ctx.righe[0]).toBe(`Richiesta di integrazione ${(await lastRequest()).id} registrata: lettura delle consegne da ${url}`);
    expect(ctx.righe.at(-1)).toBe('Importate 1 consegne: 1 nuove, 0 aggiornate, 0 invariate');
    await impostaIndirizzo('');
    await pool.query(`DELETE FROM caseificio_consegne`);
    chiamate = 0;
  });

  it('imports the deliveries and records the call as an integration request', async () => {
    process.env['CASEIFICIO_SOURCE_URL'] = url;
    risposta = {
      status: 200,
      body: JSON.stringify([
        { id: 'C1', conferente: 'Rossi', litri: 120 },
        { id: 2, conferente: 'Bianchi', litri: 80 },
        { id: 'C3', conferente: 'Verdi', litri: 95 },
        { conferente: 'senza id' },
      ]),
    };
    const ctx = contesto();
    await runImport(ctx);
    expect(chiamate).toBe(1);
    expect(ctx.righe.slice(1)).toEqual([
      'Ricevute 3 consegne (1 scartate: senza id)',
      'Salvate 3 di 3 consegne',
      'Importate 3 consegne: 3 nuove, 0 aggiornate, 0 invariate',
    ]);
    expect(await consegne()).toEqual([
      { id_sorgente: '2', dati: { id: 2, conferente: 'Bianchi', litri: 80 } },
      { id_sorgente: 'C1', dati: { id: 'C1', conferente: 'Rossi', litri: 120 } },
      { id_sorgente: 'C3', dati: { id: 'C3', conferente: 'Verdi', litri: 95 } },
    ]);
    const r = await lastRequest();
    expect(r).toMatchObject({ metodo: 'GET', stato_attuale: 'COMPLETATA', esito_business: 'Importate 3 consegne: 3 nuove, 0 aggiornate, 0 invariate' });
    expect(r.storico_stati.map((s: { stato: string }) => s.stato)).toEqual(['RICEVUTA', 'IN ELABORAZIONE', 'COMPLETATA']);
    expect(r.messaggio_inviato).toEqual({ metodo: 'GET', url, headers: { accept: 'application/json' } });
    expect(r.risposta_business).toHaveLength(4);
    expect(r.corpo_richiesta).toMatchObject({ url, idEsecuzione: ctx.runId });
  });

  it('is idempotent by the source id: a second run updates only what changed', async () => {
    risposta = {
      status: 200,
      body: JSON.stringify({
        list: [
          { id: 'C1', conferente: 'Rossi', litri: 120 },
          { id: 2, conferente: 'Bianchi', litri: 85 },
          { id: 'C3', conferente: 'Verdi', litri: 95 },
          { id: 'C4', conferente: 'Neri', litri: 60 },
        ],
      }),
    };
    const ctx = contesto();
    await runImport(ctx);
    expect(ctx.righe.at(-1)).toBe('Importate 4 consegne: 1 nuove, 1 aggiornate, 2 invariate');
    const righe = await consegne();
    expect(righe).toHaveLength(4);
    expect(righe[0].dati.litri).toBe(85);
  });

  it.each([
    [{ status: 503, body: 'giù' }, 'la sorgente ha risposto 503 Service Unavailable'],
    [{ status: 200, body: '{non json' }, 'la risposta della sorgente non è JSON valido'],
    [{ status: 200, body: '{"totale": 3}' }, 'la risposta non contiene un elenco di consegne'],
  ])('a bad answer (%j) ends the request in ERRORE and fails the run', async (r, motivo) => {
    risposta = r;
    const prima = (await consegne()).length;
    const ctx = contesto();
    await expect(runImport(ctx)).rejects.toThrow(motivo);
    expect(ctx.righe.at(-1)).toBe(`Import non riuscito: ${motivo}`);
    const richiesta = await lastRequest();
    expect(richiesta.stato_attuale).toBe('ERRORE');
    expect(richiesta.esito_business).toBe(`Import non riuscito: ${motivo}`);
    expect((await consegne()).length).toBe(prima);
  });

  it('says when the source cannot be reached', async () => {
    const chiuso = createServer();
    await new Promise<void>((resolve) => chiuso.listen(0, '127.0.0.1', resolve));
    const porta = (chiuso.address() as AddressInfo).port;
    await new Promise((resolve) => chiuso.close(resolve));
    process.env['CASEIFICIO_SOURCE_URL'] = `http://127.0.0.1:${porta}/consegne`;
    const ctx = contesto();
    await expect(runImport(ctx)).rejects.toThrow(/^sorgente non raggiungibile \(.*ECONNREFUSED/);
    expect((await lastRequest()).stato_attuale).toBe('ERRORE');
  });

  it('in development without an address imports the demo source, marked as such; importing again finds it unchanged', async () => {
    delete process.env['CASEIFICIO_SOURCE_URL'];
    await pool.query(`DELETE FROM caseificio_consegne`);
    const ctx = contesto();
    await runImport(ctx);
    const richiesta = await lastRequest();
    expect(ctx.righe).toEqual([
      `Richiesta di integrazione ${richiesta.id} registrata: lettura delle consegne dalla sorgente dimostrativa di sviluppo (nessun indirizzo configurato)`,
      'Ricevute 6 consegne',
      'Salvate 6 di 6 consegne',
      'Importate 6 consegne: 6 nuove, 0 aggiornate, 0 invariate (sorgente dimostrativa di sviluppo)',
    ]);
    expect(richiesta).toMatchObject({ stato_attuale: 'COMPLETATA', corpo_richiesta: { sorgente: 'sorgente dimostrativa di sviluppo' }, messaggio_inviato: { metodo: 'GET', sorgente: 'sorgente dimostrativa di sviluppo' } });
    const righe = await consegne();
    expect(righe).toHaveLength(6);
    expect(righe[0].dati).toMatchObject({ id: 'DEMO-2026-11-26-01', conferente: 'Azienda Agricola Rossi', litri: 412.5 });

    const ancora = contesto();
    await runImport(ancora);
    expect(ancora.righe.at(-1)).toBe('Importate 6 consegne: 0 nuove, 0 aggiornate, 6 invariate (sorgente dimostrativa di sviluppo)');
  });
});
