import { bearer, downloadExcel, testPdf, type TestApp } from '@registro/server-testing';
import { startReportingTestApp } from '../../test/reporting-test-app';

jest.setTimeout(120_000);

/** POST <path>/excel of reporting's server-paged lists: every filtered row (not the page), the screen's column titles. */
describe('Excel of the reporting lists (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, admin, operatore, close } = await startReportingTestApp());
  });
  afterAll(() => close?.());

  const excel = (path: string, query: Record<string, string | number>, tk = admin) =>
    downloadExcel(t.http.post(`/api/${path}/excel`).query(query).set(bearer(tk)));

  it('printserver: every record, with the list page columns', async () => {
    for (const nome of ['excel-a', 'excel-b'])
      expect((await t.http.post('/api/printserver').set(bearer(admin)).send({ reportName: nome, nomeFile: 'fattura.jrxml', descrizione: `Report ${nome}`, versione: '2', stato: 'SOSPESO' })).status).toBe(201);
    const { recordsNumber } = (await t.http.get('/api/printserver').set(bearer(admin))).body.data;
    const file = await excel('printserver', { page: 0, forPage: 1 });
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^PrintServer_\d\d-\d\d-\d{4}\.xlsx$/);
    const foglio = file.rows;
    expect(foglio[0]).toEqual(['Nome Report', 'Nome File', 'Descrizione', 'Versione', 'Stato']);
    expect(foglio).toHaveLength(recordsNumber + 1);
    expect(foglio).toContainEqual(['excel-a', 'fattura.jrxml', 'Report excel-a', '2', 'SOSPESO']);
  });

  it('printreporttipi: the rows matching the filters only', async () => {
    for (const codice of ['XLS1', 'XLS2', 'XLS3', 'ALTRO'])
      expect((await t.http.post('/api/printreporttipi').set(bearer(admin)).send({ codiceTipoDocumento: codice, descrizione: `Tipo ${codice}`, subreport: `sub${codice}` })).status).toBe(201);
    const file = await excel('printreporttipi', { codiceTipoDocumento: 'xls', page: 0, forPage: 1 });
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^TemplateDiStampa_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(file.rows).toEqual([
      ['Codice Documento', 'Nome Subreport', 'Descrizione'],
      ['XLS1', 'subXLS1', 'Tipo XLS1'],
      ['XLS2', 'subXLS2', 'Tipo XLS2'],
      ['XLS3', 'subXLS3', 'Tipo XLS3'],
    ]);
  });

  it('documentrepository: every active document matching the filters, dates and versions as typed cells', async () => {
    const pdf = await testPdf();
    const archivia = (idRisorsa: number, descrizione: string, dataRefertazione: number) =>
      t.http
        .post('/api/allegati')
        .set(bearer(admin))
        .send({ idRisorsa, nomeFile: `${descrizione}.pdf`, file: pdf.toString('base64'), tipo: 'application/pdf', descrizione, tipoDocumento: 'REFERTO', sezione: 'excel', dataRefertazione });
    const ids: number[] = [];
    for (const [i, giorno] of ['2026-03-10', '2026-03-11', '2026-03-12'].entries()) {
      const res = await archivia(4242, `referto-${i + 1}`, new Date(`${giorno}T09:30:00+01:00`).getTime());
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    expect((await archivia(4343, 'altro', Date.now())).status).toBe(201);
    await t.http.put(`/api/documentrepository/${ids[0]}/inviatofse`).set(bearer(admin)).expect(200);
    await t.http.delete(`/api/documentrepository/${ids[1]}`).set(bearer(admin)).expect(200);

    const file = await excel('documentrepository', { idRisorsa: 4242, page: 0, forPage: 1 });
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^ArchivioDocumenti_\d\d-\d\d-\d{4}\.xlsx$/);
    const foglio = file.rows;
    expect(foglio[0]).toEqual(['Documento', 'Nome File', 'Tipo Documento', 'Risorsa', 'Versione', 'Data Refertazione', 'Firma', 'FSE']);
    expect(foglio.slice(1).map((r) => [r[0], r[3], r[4], r[6], r[7]])).toEqual([
      ['referto-3', '#4242 excel', 1, 'Da firmare', 'Non inviato'],
      ['referto-1', '#4242 excel', 2, 'Da firmare', 'Inviato FSE'],
    ]);
    // the wall-clock time in Rome, as a date cell
    const data = foglio[1][5] as Date;
    expect(data).toBeInstanceOf(Date);
    expect(data.toISOString()).toBe('2026-03-12T09:30:00.000Z');
  });

  it('answers 403 without the list permission (visualizza) and 401 without a session', async () => {
    for (const path of ['printserver', 'printreporttipi', 'documentrepository']) {
      expect((await excel(path, {}, operatore)).status).toBe(403);
      expect((await t.http.post(`/api/${path}/excel`)).status).toBe(401);
    }
  });
});
