import type { ReportTipo } from '@registro/contracts';
import { JRXML_XXE, bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { dataUrl, fileCampione } from './test-files';

jest.setTimeout(120_000);

/** /api/printreporttipi: templates by document-type code and the upload of .jasper/.jrxml files (spec 2 §2.4). */
describe('templates by document-type code (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let fattura: ReportTipo;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
  });
  afterAll(() => t?.close());

  const nuovo = (body: Partial<ReportTipo>, tk = admin) => t.http.post('/api/printreporttipi').set(bearer(tk)).send({ descrizione: '', ...body });
  const carica = (name: string, base64: string, idReportTipo = fattura.id, tk = admin) =>
    t.http.post('/api/printreporttipi/upload').set(bearer(tk)).send({ name, base64, idReportTipo });

  it('creates a report type with MasterReport as default master, reads, updates with a message and deletes it', async () => {
    const creato = await nuovo({ codiceTipoDocumento: 'FT', descrizione: 'Fattura' });
    expect(creato.status).toBe(201);
    fattura = creato.body.data;
    expect(fattura).toEqual({ id: fattura.id, codiceTipoDocumento: 'FT', descrizione: 'Fattura', master: 'MasterReport', subreport: '' });
    expect((await t.http.get(`/api/printreporttipi/${fattura.id}`).set(bearer(admin))).body.data).toEqual(fattura);

    const aggiornato = await t.http.put(`/api/printreporttipi/${fattura.id}`).set(bearer(admin)).send({ ...fattura, descrizione: 'Fattura immediata' });
    expect(aggiornato.status).toBe(200);
    expect(aggiornato.body).toEqual({ messaggio: 'Salvataggio avvenuto con successo', data: { ...fattura, descrizione: 'Fattura immediata' } });
    fattura = aggiornato.body.data;

    const altro = (await nuovo({ codiceTipoDocumento: 'TMP' })).body.data as ReportTipo;
    expect((await t.http.delete(`/api/printreporttipi/${altro.id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.http.get(`/api/printreporttipi/${altro.id}`).set(bearer(admin))).status).toBe(404);
    expect((await nuovo({ codiceTipoDocumento: ' ' })).body.messaggio).toBe('Il campo Codice Documento è obbligatorio');
  });

  it('filters by code and subreport (case-insensitive contains) and pages 50 at a time', async () => {
    for (let i = 0; i < 52; i++) await nuovo({ codiceTipoDocumento: `PAG${String(i).padStart(2, '0')}`, subreport: i % 2 ? 'Dispari' : 'Pari' });
    const prima = await t.http.get('/api/printreporttipi').set(bearer(admin));
    expect(prima.body.data.list).toHaveLength(50);
    expect(prima.body.data.recordsNumber).toBe(53);
    const seconda = await t.http.get('/api/printreporttipi').query({ page: 1 }).set(bearer(admin));
    expect(seconda.body.data.list).toHaveLength(3);
    const codice = await t.http.get('/api/printreporttipi').query({ codiceTipoDocumento: 'pag1' }).set(bearer(admin));
    expect(codice.body.data.recordsNumber).toBe(10);
    const sub = await t.http.get('/api/printreporttipi').query({ codiceTipoDocumento: 'pag', subreport: 'DISP' }).set(bearer(admin));
    expect(sub.body.data.recordsNumber).toBe(26);
    expect((sub.body.data.list as ReportTipo[]).every((r) => r.subreport === 'Dispari')).toBe(true);
  });

  it('uploads a .jrxml and a .jasper: the subreport becomes the file name, the bytes are stored, the history shows each upload', async () => {
    const jrxml = await carica('Fattura.jrxml', dataUrl(fileCampione('order.jrxml')));
    expect(jrxml.status).toBe(200);
    expect(jrxml.body.messaggio).toBe('File Fattura.jrxml caricato con successo');
    expect(jrxml.body.data).toMatchObject({ id: fattura.id, subreport: 'Fattura' });

    const jasper = await carica('C:\\report\\FatturaCompilata.jasper', fileCampione('order.jasper').toString('base64'));
    expect(jasper.status).toBe(200);
    expect(jasper.body.data.subreport).toBe('FatturaCompilata');

    const stored = await t.db.pool.query(`SELECT octet_length(contenuto) AS n FROM reporting_file ORDER BY n`);
    expect(stored.rows.map((r) => r.n)).toEqual(expect.arrayContaining([fileCampione('order.jrxml').length, fileCampione('order.jasper').length]));

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'printreport', idRisorsa: fattura.id }).set(bearer(admin));
    expect(storia.status).toBe(200);
    const testo = JSON.stringify(storia.body);
    expect(testo).toContain('Template caricato: Fattura.jrxml (jrxml');
    expect(testo).toContain('Template caricato: FatturaCompilata.jasper (jasper');
    expect(testo).toContain('Subreport: (vuoto) → Fattura');
  });

  it('refuses a wrong extension, bad base64, a truncated .jasper, malformed or hostile XML and an oversized file, writing nothing', async () => {
    const versione = async () => (await t.db.pool.query(`SELECT versione FROM print_report_tipi WHERE id = $1`, [fattura.id])).rows[0].versione;
    const prima = await versione();

    const estensione = await carica('fattura.pdf', dataUrl(Buffer.from('%PDF-1.4')));
    expect(estensione.status).toBe(400);
    expect(estensione.body.messaggio).toBe('Sono ammessi solo file .jasper o .jrxml');

    const base64 = await carica('f.jrxml', 'data:text/xml;base64,@@@non base64@@@');
    expect(base64.status).toBe(400);
    expect(base64.body.messaggio).toBe('Il contenuto del file non è codificato in base64 valido');

    const troncato = await carica('f.jasper', dataUrl(fileCampione('order.jasper').subarray(0, 2000)));
    expect(troncato.status).toBe(400);
    expect(troncato.body.messaggio).toMatch(/^Template f\.jasper non valido: /);

    const nonJasper = await carica('f.jasper', dataUrl(Buffer.from('<jasperReport/>')));
    expect(nonJasper.status).toBe(400);
    expect(nonJasper.body.messaggio).toMatch(/^Template f\.jasper non valido: /);

    const xxe = await carica('xxe.jrxml', dataUrl(Buffer.from(JRXML_XXE)));
    expect(xxe.status).toBe(400);
    expect(xxe.body.messaggio).toMatch(/^Template xxe\.jrxml non valido: Riga \d+: /);
    expect(xxe.body.messaggio).not.toContain('root:');

    const rotto = await carica('rotto.jrxml', dataUrl(Buffer.from('<?xml version="1.0"?>\n<jasperReport name="x">\n<title><band height="10">\n</jasperReport>')));
    expect(rotto.status).toBe(400);
    expect(rotto.body.messaggio).toMatch(/^Template rotto\.jrxml non valido: Riga \d+/);

    const enorme = await carica('enorme.jrxml', dataUrl(Buffer.alloc(11 * 1024 * 1024, 32)));
    expect(enorme.status).toBe(413);
    expect(enorme.body.messaggio).toBe('Il file supera la dimensione massima di 10 MB');

    expect((await carica('f.jrxml', dataUrl(fileCampione('order.jrxml')), 999999)).status).toBe(404);
    expect((await t.http.post('/api/printreporttipi/upload').set(bearer(admin)).send({ name: 'f.jrxml', idReportTipo: fattura.id })).status).toBe(400);
    expect(await versione()).toBe(prima);
  });

  it('answers 403 to a user without the printreport permission on every call', async () => {
    const risposte = await Promise.all([
      t.http.get('/api/printreporttipi').set(bearer(operatore)),
      t.http.get(`/api/printreporttipi/${fattura.id}`).set(bearer(operatore)),
      nuovo({ codiceTipoDocumento: 'NO' }, operatore),
      t.http.put(`/api/printreporttipi/${fattura.id}`).set(bearer(operatore)).send({ codiceTipoDocumento: 'NO' }),
      t.http.delete(`/api/printreporttipi/${fattura.id}`).set(bearer(operatore)),
      carica('Fattura.jrxml', dataUrl(fileCampione('order.jrxml')), fattura.id, operatore),
      t.http.get('/api/modificherisorse').query({ sezione: 'printreport', idRisorsa: fattura.id }).set(bearer(operatore)),
    ]);
    expect(risposte.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
