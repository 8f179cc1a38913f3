import { PDF_RENDERER, type PdfRenderer } from '@registro/server-platform';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR } from './fatturapa-standards';
import { documentoFattura, insertFattureFixtures, rigaFattura } from './fatture-fixtures';

jest.setTimeout(120_000);

const MODIFICATO_DA_ALTRI = 'Il record è stato modificato da un altro utente: ricaricare e riprovare';

/**
 * The version an invoice editor sends back (`versione`): printing and exporting the XML are
 * operational facts that do not make the editor's save a conflict; another user's save does.
 */
describe('invoice editor versione: operational facts vs concurrent edits (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    await t.db.pool.query(
      `UPDATE strutture SET partita_iva = '12345678903', codice_fiscale = '12345678903', regime_fiscale = 'RF01', indirizzo = 'VIA ROMA', numero_civico = '1',
         cap = '35031', comune = 'ABANO TERME', provincia = 'PD', nazione = 'IT' WHERE codice_struttura = 'STR1'`,
    );
    admin = bearer(await t.login('admin'));
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await t?.close();
  });

  const crea = async (cognome: string) => {
    const res = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(
        documentoFattura({
          cognomeRagioneSoggetto: cognome, nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897', codiceDestinatario: 'ABC1234',
          righeDocumento: [rigaFattura(), { descrizione: '' }],
        }),
      );
    expect([res.status, res.body.messaggio]).toEqual([201, 'Salvataggio avvenuto con successo']);
    return res.body.data.id as number;
  };
  const apri = async (id: number) => {
    const res = await t.http.get(`/api/documenti/${id}`).set(admin);
    expect(res.status).toBe(200);
    expect(Number.isInteger(res.body.data.versione)).toBe(true);
    return res.body.data as Record<string, unknown> & { versione: number };
  };
  const salva = (aperta: Record<string, unknown>, modifiche: Record<string, unknown>) =>
    t.http.put(`/api/documenti/${aperta['id']}`).set(admin).send({ ...aperta, ...modifiche });

  it('open, Stampa, change the address, Salva: saved (the print stays in the history)', async () => {
    const id = await crea('STAMPATA SPA');
    const aperta = await apri(id);
    const renderer = t.app.get<PdfRenderer>(PDF_RENDERER);
    const render = jest.spyOn(renderer, 'render').mockResolvedValue('JVBERi0xLjQ=');
    try {
      expect((await t.http.post(`/api/documenti/${id}/stampa`).set(admin)).status).toBe(200);
      expect((await t.http.post(`/api/documenti/${id}/stampa`).set(admin)).status).toBe(200);
    } finally {
      render.mockRestore();
    }

    const salvata = await salva(aperta, { indirizzoSoggetto: 'VIA CHIAIA 5' });
    expect([salvata.status, salvata.body.messaggio]).toEqual([200, 'Salvataggio avvenuto con successo']);
    expect(salvata.body.data.indirizzoSoggetto).toBe('VIA CHIAIA 5');

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(id) }).set(admin);
    const righe = storia.body.data.list.map((r: { modifiche: string }) => r.modifiche);
    expect(righe.filter((r: string) => r === 'Fattura stampata')).toHaveLength(2);
  });

  it('open, Scarica XML, Salva: 409, the export locks the invoice (issue 26); reopened and reloaded, it saves', async () => {
    const id = await crea('ESPORTATA SPA');
    const aperta = await apri(id);
    const xml = await t.http.get(`/api/documenti/fatturaelettronica/${id}`).set(admin);
    expect([xml.status, xml.body?.messaggio]).toEqual([200, undefined]);

    const bloccata = await salva(aperta, { indirizzoSoggetto: 'VIA CHIAIA 7' });
    expect([bloccata.status, bloccata.body.messaggio]).toEqual([409, 'Fattura già esportata: per correggerla emettere una nota di credito']);
    const riaperta = await t.http.post(`/api/documenti/${id}/riapri`).set(admin).send({ motivo: 'Indirizzo sbagliato' });
    expect(riaperta.status).toBe(200);
    const salvata = await salva(await apri(id), { indirizzoSoggetto: 'VIA CHIAIA 7' });
    expect([salvata.status, salvata.body.messaggio]).toEqual([200, 'Salvataggio avvenuto con successo']);
  });

  it('two editors: both open, the first saves, the second (with the old versione) gets 409 even after a print', async () => {
    const id = await crea('DUE EDITOR SPA');
    const primo = await apri(id);
    const secondo = await apri(id);
    expect((await salva(primo, { indirizzoSoggetto: 'VIA UNO 1' })).status).toBe(200);
    const renderer = t.app.get<PdfRenderer>(PDF_RENDERER);
    const render = jest.spyOn(renderer, 'render').mockResolvedValue('JVBERi0xLjQ=');
    try {
      expect((await t.http.post(`/api/documenti/${id}/stampa`).set(admin)).status).toBe(200);
    } finally {
      render.mockRestore();
    }

    const perso = await salva(secondo, { indirizzoSoggetto: 'VIA DUE 2' });
    expect([perso.status, perso.body.messaggio]).toEqual([409, MODIFICATO_DA_ALTRI]);
    expect((await apri(id))['indirizzoSoggetto']).toBe('VIA UNO 1');
    // reloaded, the second editor saves
    const ricaricata = await apri(id);
    expect((await salva(ricaricata, { indirizzoSoggetto: 'VIA DUE 2' })).status).toBe(200);
  });

  it('a versione sent as text counts like the number ("1" after another save is 409); one that is no version is 400, and nothing is saved', async () => {
    const id = await crea('VERSIONE TESTO SPA');
    const aperta = await apri(id);
    expect((await salva(aperta, { indirizzoSoggetto: 'VIA UNO 1' })).status).toBe(200);

    const testo = await salva(aperta, { indirizzoSoggetto: 'VIA TESTO 3', versione: String(aperta.versione) });
    expect([testo.status, testo.body.messaggio]).toEqual([409, MODIFICATO_DA_ALTRI]);
    const sbagliata = await salva(aperta, { indirizzoSoggetto: 'VIA TESTO 3', versione: 'ultima' });
    expect([sbagliata.status, sbagliata.body.messaggio]).toEqual([400, 'Il campo versione non è valido']);
    expect((await apri(id))['indirizzoSoggetto']).toBe('VIA UNO 1');
  });
});
