import type { NomeFileTemplate, PrintReport } from '@registro/contracts';
import { bearer, type TestApp } from '@registro/server-testing';
import { TEMPLATE_CATALOG, type TemplateCatalog } from '../../template-catalog/template-catalog';
import { PrintServerSeeder } from '../seed/printserver-seeder';
import { dataUrl, fileCampione } from './test-files';
import { startReportingTestApp } from '../../../test/reporting-test-app';

jest.setTimeout(120_000);

/** /api/printserver: named reports with their template file and test data (spec 2 §2.3). */
describe('print server (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, admin, operatore, close } = await startReportingTestApp());
  });
  afterAll(() => close?.());

  const nuovo = (body: Partial<PrintReport>, tk = admin) =>
    t.http.post('/api/printserver').set(bearer(tk)).send({ reportName: 'prova', nomeFile: 'fattura.jrxml', descrizione: 'Prova', versione: '1', stato: 'ATTIVO', testData: '{"a": 1}', ...body });

  it('seeds the built-in reports once, with their test data', async () => {
    await t.app.get(PrintServerSeeder).run();
    const res = await t.http.get('/api/printserver').set(bearer(admin));
    expect(res.status).toBe(200);
    const nomi = (res.body.data.list as PrintReport[]).map((r) => r.reportName).sort();
    expect(nomi).toEqual(['documentoCommerciale', 'documenti', 'ProformaOrdine'].sort());
    const documenti = (res.body.data.list as PrintReport[]).find((r) => r.reportName === 'documenti');
    expect(documenti).toMatchObject({ nomeFile: 'fattura.jrxml', stato: 'ATTIVO', testData: '{"numeroDocumento": "1/2026"}' });
    const proforma = (res.body.data.list as PrintReport[]).find((r) => r.reportName === 'ProformaOrdine');
    expect(proforma?.testData).toBe('{"righe": [1, 2, 3]}');
  });

  it('lists the template file names: built-in and uploaded', async () => {
    const res = await t.http.get('/api/printserver/nomifile').set(bearer(admin));
    expect(res.status).toBe(200);
    const nomi = res.body.data.list as NomeFileTemplate[];
    expect(nomi).toEqual(expect.arrayContaining([{ nomeFile: 'fattura.jrxml', origine: 'predefinito' }, { nomeFile: 'ProformaOrdine.jrxml', origine: 'predefinito' }]));
    expect(nomi.some((n) => n.nomeFile === 'dati-di-prova')).toBe(false);

    const tipo = await t.http.post('/api/printreporttipi').set(bearer(admin)).send({ codiceTipoDocumento: 'OR', descrizione: 'Ordini' });
    await t.http.post('/api/printreporttipi/upload').set(bearer(admin)).send({ name: 'Ordini.jasper', base64: dataUrl(fileCampione('orders.jasper')), idReportTipo: tipo.body.data.id });
    const dopo = (await t.http.get('/api/printserver/nomifile').set(bearer(admin))).body.data.list as NomeFileTemplate[];
    expect(dopo).toContainEqual({ nomeFile: 'Ordini.jasper', origine: 'caricato' });
  });

  it('creates, reads, updates and deletes a record, keeping its history', async () => {
    const creato = await nuovo({});
    expect(creato.status).toBe(201);
    expect(creato.body.messaggio).toBe('Salvataggio avvenuto con successo');
    const id = (creato.body.data as PrintReport).id;
    expect((await t.http.get(`/api/printserver/${id}`).set(bearer(admin))).body.data).toEqual({
      id, reportName: 'prova', nomeFile: 'fattura.jrxml', descrizione: 'Prova', versione: '1', stato: 'ATTIVO', testData: '{"a": 1}',
    });
    const modificato = await t.http.put(`/api/printserver/${id}`).set(bearer(admin)).send({ id, reportName: 'prova', nomeFile: 'ProformaOrdine.jrxml', descrizione: 'Prova', versione: '2', stato: 'SOSPESO', testData: '{"a": 2}' });
    expect(modificato.status).toBe(200);
    expect(modificato.body.data).toMatchObject({ nomeFile: 'ProformaOrdine.jrxml', versione: '2', stato: 'SOSPESO' });
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'printserver', idRisorsa: id }).set(bearer(admin));
    expect(storia.status).toBe(200);
    const testo = JSON.stringify(storia.body);
    expect(testo).toContain('Record creato');
    expect(testo).toContain('SOSPESO');

    const eliminato = await t.http.delete(`/api/printserver/${id}`).set(bearer(admin));
    expect(eliminato.status).toBe(200);
    expect((await t.http.get(`/api/printserver/${id}`).set(bearer(admin))).status).toBe(404);
    expect(JSON.stringify((await t.http.get('/api/modificherisorse').query({ sezione: 'printserver', idRisorsa: id }).set(bearer(admin))).body)).toContain('Record eliminato');
    // the name is free again once the record is deleted
    expect((await nuovo({})).status).toBe(201);
  });

  it('pages the list 30 at a time, total before paging', async () => {
    for (let i = 0; i < 30; i++) expect((await nuovo({ reportName: `pagina-${String(i).padStart(2, '0')}` })).status).toBe(201);
    const prima = await t.http.get('/api/printserver').query({ page: 0 }).set(bearer(admin));
    const seconda = await t.http.get('/api/printserver').query({ page: 1, forPage: 30 }).set(bearer(admin));
    const totale = prima.body.data.recordsNumber as number;
    expect(totale).toBeGreaterThanOrEqual(34);
    expect(prima.body.data.list).toHaveLength(30);
    expect(seconda.body.data.list).toHaveLength(totale - 30);
    expect(seconda.body.data.recordsNumber).toBe(totale);
  });

  it('refuses invalid test data with line and column, an unknown template file, a missing or duplicate name', async () => {
    const json = await nuovo({ reportName: 'json', testData: '{\n  "a": 1\n  "b": 2\n}' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ messaggio: 'Dati di test: JSON non valido alla riga 3, colonna 3#', riga: 3, colonna: 3 });
    const file = await nuovo({ reportName: 'file', nomeFile: 'inesistente.jrxml' });
    expect(file.status).toBe(400);
    expect(file.body.messaggio).toBe('Il file di template inesistente.jrxml non esiste#');
    const vuoto = await nuovo({ reportName: '  ' });
    expect(vuoto.status).toBe(400);
    expect(vuoto.body.messaggio).toContain('Il campo Nome Report è obbligatorio');
    const stato = await nuovo({ reportName: 'stato', stato: 'BOH' as never });
    expect(stato.status).toBe(400);
    const doppio = await nuovo({ reportName: 'DOCUMENTI' });
    expect(doppio.status).toBe(409);
    expect(doppio.body.messaggio).toBe('Esiste già un report con questo nome');
    expect((await t.http.get('/api/printserver/abc').set(bearer(admin))).status).toBe(400);
    expect((await t.http.put('/api/printserver/999999').set(bearer(admin)).send({ reportName: 'x', nomeFile: 'fattura.jrxml' })).status).toBe(404);
    expect((await t.http.delete('/api/printserver/999999').set(bearer(admin))).status).toBe(404);
  });

  it('answers 403 to a user without the printserver permission on every call', async () => {
    const { id } = (await t.http.get('/api/printserver').set(bearer(admin))).body.data.list[0] as PrintReport;
    const risposte = await Promise.all([
      t.http.get('/api/printserver').set(bearer(operatore)),
      t.http.get('/api/printserver/nomifile').set(bearer(operatore)),
      t.http.get(`/api/printserver/${id}`).set(bearer(operatore)),
      nuovo({ reportName: 'vietato' }, operatore),
      t.http.put(`/api/printserver/${id}`).set(bearer(operatore)).send({ reportName: 'vietato', nomeFile: 'fattura.jrxml' }),
      t.http.delete(`/api/printserver/${id}`).set(bearer(operatore)),
      t.http.get('/api/modificherisorse').query({ sezione: 'printserver', idRisorsa: id }).set(bearer(operatore)),
    ]);
    expect(risposte.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it('resolves report names through the catalogue: print server record, uploaded template by code, built-in', async () => {
    const catalogo = t.app.get<TemplateCatalog>(TEMPLATE_CATALOG);
    const documenti = await catalogo.risolvi('documenti');
    expect(documenti).toMatchObject({ nomeFile: 'fattura.jrxml', formato: 'jrxml' });
    expect(documenti?.contenuto.toString('utf8')).toContain('<jasperReport');
    expect(documenti?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // a record naming an uploaded file resolves to the uploaded bytes
    const jasper = fileCampione('orders.jasper');
    expect((await nuovo({ reportName: 'ordini', nomeFile: 'Ordini.jasper' })).status).toBe(201);
    const ordini = await catalogo.risolvi('ordini');
    expect(ordini).toMatchObject({ nomeFile: 'Ordini.jasper', formato: 'jasper' });
    expect(ordini?.contenuto.equals(jasper)).toBe(true);

    // by document-type code
    expect((await catalogo.risolvi('or'))?.nomeFile).toBe('Ordini.jasper');
    // a SOSPESO record is skipped: the built-in template of that name is used
    const proforma = (await t.http.get('/api/printserver').query({ forPage: 100 }).set(bearer(admin))).body.data.list.find((r: PrintReport) => r.reportName === 'ProformaOrdine') as PrintReport;
    await t.http.put(`/api/printserver/${proforma.id}`).set(bearer(admin)).send({ ...proforma, nomeFile: 'fattura.jrxml', stato: 'SOSPESO' });
    expect((await catalogo.risolvi('ProformaOrdine'))?.nomeFile).toBe('ProformaOrdine.jrxml');
    expect(await catalogo.risolvi('nessuno')).toBeNull();
    expect(await catalogo.risolvi('documentoCommerciale')).toBeNull(); // its built-in file is not in this folder

    const tutti = (await catalogo.tutti()).map((f) => f.nomeFile);
    expect(tutti).toEqual(expect.arrayContaining(['Ordini.jasper', 'fattura.jrxml', 'ProformaOrdine.jrxml']));
  });
});
