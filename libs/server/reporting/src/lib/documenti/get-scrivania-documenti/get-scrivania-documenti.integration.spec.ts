import type { DocumentoArchiviato } from '@registro/contracts';
import { bearer, createTestApp, loginWith, testPdf, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

/** Home's counter of documents to sign and the archive it links to (issue 25), on the real api. */
describe('GET /api/documentrepository/scrivania (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let pdf: Buffer;

  const archivia = async (idRisorsa: number): Promise<DocumentoArchiviato> => {
    const res = await t.http
      .post('/api/allegati')
      .set(admin)
      .send({ idRisorsa, sezione: 'scrivania', idAnagrafica: 7, nomeFile: `scrivania-${idRisorsa}.pdf`, size: pdf.length, file: pdf.toString('base64'), tipo: 'application/pdf', descrizione: 'Referto', tipoDocumento: 'REFERTO' });
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    pdf = await testPdf();
  });
  afterAll(() => t?.close());

  it('counts the active documents not signed yet, which the archive filtered on firmato=false shows', async () => {
    const prima = (await t.http.get('/api/documentrepository/scrivania').set(admin)).body.data.documentiDaFirmare as number;
    const daFirmare = await archivia(9101);
    const firmato = await archivia(9102);
    // a signature as the signing leaves it in the read model (the signing itself is firma.integration.spec's)
    await t.db.pool.query(`UPDATE documenti_repository SET firme = 1, ultimo_firmatario = 'admin' WHERE id = $1`, [firmato.id]);

    const res = await t.http.get('/api/documentrepository/scrivania').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ documentiDaFirmare: prima + 1 });

    const nonFirmati = await t.http.get('/api/documentrepository').query({ firmato: 'false', sezione: 'scrivania' }).set(admin);
    expect(nonFirmati.status).toBe(200);
    expect(nonFirmati.body.data.list.map((d: DocumentoArchiviato) => d.id)).toEqual([daFirmare.id]);
    const firmati = await t.http.get('/api/documentrepository').query({ firmato: 'true', sezione: 'scrivania' }).set(admin);
    expect(firmati.body.data.list.map((d: DocumentoArchiviato) => d.id)).toEqual([firmato.id]);
    const sbagliato = await t.http.get('/api/documentrepository').query({ firmato: 'forse' }).set(admin);
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain('Il filtro Firmato deve essere true o false');
  });

  it('is 403 for a user who may not see the archive, and the count reads the index of unsigned documents', async () => {
    const senza = bearer(await loginWith(t, 'senzaarchivio', ['users/visualizza']));
    expect((await t.http.get('/api/documentrepository/scrivania').set(senza)).status).toBe(403);
    const client = await t.db.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const piano = await client.query(`EXPLAIN SELECT count(*) FROM documenti_repository WHERE firme = 0 AND NOT annullato`);
      expect(JSON.stringify(piano.rows)).toContain('documenti_repository_da_firmare_idx');
    } finally {
      client.release();
    }
  });
});
