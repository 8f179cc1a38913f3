import type { CausaleDocumento, ModificaRisorsa, TipoDocumento } from '@registro/contracts';
import { bearer, createTestApp, type TestApp, loginWith } from '@registro/server-testing';

jest.setTimeout(60_000);

describe('document types and reasons: /api/tipidocumento, /api/causalidocumento', () => {
  let t: TestApp;
  let admin: string;
  const fattura = { tipoDocumento: 'EMESSO', codiceTipoDocumento: 'FTX', descrizioneTipoDocumento: 'Fattura di prova', codiceNumeratore: 'FTX', tipoDocumentoSdi: 'TD01' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const storia = async (sezione: string, id: number): Promise<string[]> =>
    ((await t.http.get(`/api/modificherisorse?sezione=${sezione}&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[]).map((m) => m.modifiche);

  it('creates a type, lists it with filters, updates it with history; its view carries its reasons', async () => {
    const creato = await t.http.post('/api/tipidocumento').set(bearer(admin)).send(fattura);
    expect(creato.status).toBe(201);
    const id = creato.body.data.id as number;
    expect(creato.body.data).toEqual({ id, ...fattura, causali: [] });
    await t.http.post('/api/tipidocumento').set(bearer(admin)).send({ ...fattura, codiceTipoDocumento: 'NCX', descrizioneTipoDocumento: 'Nota di prova', tipoDocumentoSdi: 'TD04' }).expect(201);

    const lista = (await t.http.get('/api/tipidocumento?descrizioneTipoDocumento=FATTURA&forPage=100000').set(bearer(admin))).body.data;
    expect(lista).toEqual({ list: [{ id, ...fattura }], recordsNumber: 1 });
    expect((await t.http.get('/api/tipidocumento?codiceTipoDocumento=ncx').set(bearer(admin))).body.data.list.map((x: TipoDocumento) => x.codiceTipoDocumento)).toEqual(['NCX']);

    for (const c of ['VIS', 'ALT']) {
      const causale = await t.http.post('/api/causalidocumento').set(bearer(admin)).send({ idTipoDocumento: id, codiceCausale: c, descrizioneCausale: `Causale ${c}` });
      expect(causale.status).toBe(201);
      expect(causale.body.data).toMatchObject({
        idTipoDocumento: id,
        codiceTipoDocumento: 'FTX',
        codiceCausale: c,
        operazioneMagazzino: 'INVARIATO',
        operazioneContabile: 'INVARIATO',
        stampaPrezzi: true,
      });
    }
    const vista = (await t.http.get(`/api/tipidocumento/${id}`).set(bearer(admin))).body.data;
    expect(vista.causali.map((c: CausaleDocumento) => c.codiceCausale)).toEqual(['ALT', 'VIS']);

    await t.http.put(`/api/tipidocumento/${id}`).set(bearer(admin)).send({ ...fattura, descrizioneTipoDocumento: 'Fattura elettronica' }).expect(200);
    expect(await storia('tipidocumento', id)).toEqual([expect.stringContaining('Record creato'), 'Descrizione Tipo Documento: Fattura di prova → Fattura elettronica']);

    const conCausali = await t.http.delete(`/api/tipidocumento/${id}`).set(bearer(admin));
    expect(conCausali.status).toBe(409);
    expect(conCausali.body.messaggio).toBe('Il tipo documento ha delle causali: eliminarle prima di eliminare il tipo');
  });

  it('validates a type in Italian and refuses a duplicate code (any case) with 409', async () => {
    const prova = (body: object) => t.http.post('/api/tipidocumento').set(bearer(admin)).send(body);
    expect((await prova({ ...fattura, codiceTipoDocumento: ' ', descrizioneTipoDocumento: '' })).body).toEqual({
      messaggio: 'Il campo Codice è obbligatorio#Il campo Descrizione è obbligatorio#',
    });
    expect((await prova({ ...fattura, codiceTipoDocumento: 'T1', tipoDocumento: 'ALTRO' })).body.messaggio).toContain('Il campo Tipo deve essere EMESSO o RICEVUTO');
    expect((await prova({ ...fattura, codiceTipoDocumento: 'T1', tipoDocumentoSdi: 'TD99' })).body.messaggio).toContain('Tipo Documento SdI');
    expect((await prova({ descrizioneTipoDocumento: 'x' })).status).toBe(400);
    const doppio = await prova({ ...fattura, codiceTipoDocumento: 'ftx' });
    expect(doppio.status).toBe(409);
    expect(doppio.body).toEqual({ messaggio: 'Esiste già un tipo documento con questo codice' });
  });

  it('lists the reasons of one type (the invoice editor), filters them, updates, deletes; codiceTipoDocumento follows the type', async () => {
    const tipo = (await t.http.post('/api/tipidocumento').set(bearer(admin)).send({ ...fattura, codiceTipoDocumento: 'RC1' })).body.data.id as number;
    const altro = (await t.http.post('/api/tipidocumento').set(bearer(admin)).send({ ...fattura, codiceTipoDocumento: 'RC2' })).body.data.id as number;
    const crea = (idTipoDocumento: number, codiceCausale: string, extra: object = {}) =>
      t.http.post('/api/causalidocumento').set(bearer(admin)).send({ idTipoDocumento, codiceCausale, descrizioneCausale: `Descrizione ${codiceCausale}`, ...extra });
    const idA = (await crea(tipo, 'AAA', { operazioneMagazzino: 'SCARICO', operazioneContabile: 'DARE', stampaPrezzi: false })).body.data.id as number;
    await crea(tipo, 'BBB').expect(201);
    await crea(altro, 'AAA').expect(201);

    const delTipo = (await t.http.get(`/api/causalidocumento?idTipoDocumento=${tipo}`).set(bearer(admin))).body.data;
    expect(delTipo.recordsNumber).toBe(2);
    expect(delTipo.list.map((c: CausaleDocumento) => c.codiceCausale)).toEqual(['AAA', 'BBB']);
    expect(delTipo.list[0]).toMatchObject({ operazioneMagazzino: 'SCARICO', operazioneContabile: 'DARE', stampaPrezzi: false });
    expect((await t.http.get(`/api/causalidocumento?codiceCausale=aa&descrizioneCausale=desc`).set(bearer(admin))).body.data.recordsNumber).toBe(2);

    await t.http.put(`/api/tipidocumento/${tipo}`).set(bearer(admin)).send({ ...fattura, codiceTipoDocumento: 'RC1B' }).expect(200);
    expect((await t.http.get(`/api/causalidocumento/${idA}`).set(bearer(admin))).body.data.codiceTipoDocumento).toBe('RC1B');

    await t.http.put(`/api/causalidocumento/${idA}`).set(bearer(admin)).send({ idTipoDocumento: tipo, codiceCausale: 'AAA', descrizioneCausale: 'Nuova' }).expect(200);
    const modifica = (await storia('causalidocumento', idA))[1].split('\n').sort();
    expect(modifica).toEqual([
      'Codice Tipo Documento: RC1 → RC1B',
      'Descrizione: Descrizione AAA → Nuova',
      'Operazione Contabile: DARE → INVARIATO',
      'Operazione Magazzino: SCARICO → INVARIATO',
      'Stampa Prezzi: no → sì',
    ]);
    await t.http.delete(`/api/causalidocumento/${idA}`).set(bearer(admin)).expect(200);
    expect((await t.http.get(`/api/causalidocumento/${idA}`).set(bearer(admin))).status).toBe(404);

    expect((await crea(tipo, 'BBB')).status).toBe(409);
    expect((await crea(999999, 'ZZZ')).body).toEqual({ messaggio: 'Il tipo documento indicato non esiste#' });
    expect((await crea(tipo, 'X', { operazioneContabile: 'BOH' })).body.messaggio).toContain('Il campo Operazione Contabile deve essere INVARIATO, DARE o AVERE');
    expect((await t.http.get('/api/causalidocumento?idTipoDocumento=abc').set(bearer(admin))).status).toBe(400);
  });

  it('answers 403 without the sections; the invoice editor (fatturazione) may read types and reasons but not write them', async () => {
    const operatore = await t.login('operatore');
    for (const path of ['/api/tipidocumento', '/api/causalidocumento', '/api/tipidocumento/1']) expect((await t.http.get(path).set(bearer(operatore))).status).toBe(403);
    expect((await t.http.post('/api/tipidocumento').set(bearer(operatore)).send(fattura)).status).toBe(403);
    expect((await t.http.delete('/api/causalidocumento/1').set(bearer(operatore))).status).toBe(403);

    const fatturista = await loginWith(t, 'fatturista', ['fatturazione/visualizza', 'fatturazione/modifica']);
    expect((await t.http.get('/api/tipidocumento').set(bearer(fatturista))).status).toBe(200);
    expect((await t.http.get('/api/causalidocumento?idTipoDocumento=1').set(bearer(fatturista))).status).toBe(200);
    expect((await t.http.post('/api/tipidocumento').set(bearer(fatturista)).send({ ...fattura, codiceTipoDocumento: 'NO' })).status).toBe(403);
  });
});
