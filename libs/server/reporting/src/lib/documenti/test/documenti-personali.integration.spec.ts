import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu, type DocumentoArchiviato, type DocumentoDaFirmare, type DocumentoRepository } from '@registro/contracts';
import { bearer, createTestApp, testPdf, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

const PASSWORD = 'Paziente2026';

/** GET /api/documentrepository/personali[/{id}]: a patient reads their own documents (real PostgreSQL and Redis). */
describe('own documents', () => {
  let t: TestApp;
  let admin: string;
  let pdfA: Buffer;
  let pdfB: Buffer;
  /** user ids, which are the patients' idAnagrafica */
  let idA: number;
  let idB: number;
  let tokenA: string;
  let tokenB: string;

  /** A user in `idGruppo`, signed in. */
  const paziente = async (username: string, idGruppo: number) => {
    const res = await t.http.post('/api/users').set(bearer(admin)).send({
      lastname: 'Paziente', firstname: username, username, email: `${username}@example.it`, idGruppo, password: PASSWORD, verificaPassword: PASSWORD,
    });
    expect(res.status).toBe(201);
    return { id: res.body.data.id as number, token: await t.login(username, PASSWORD) };
  };

  const archivia = async (extra: Partial<DocumentoDaFirmare>, pdf: Buffer): Promise<DocumentoArchiviato> => {
    const res = await t.http.post('/api/allegati').set(bearer(admin)).send({
      idRisorsa: 70, nomeFile: 'referto.pdf', size: pdf.length, file: pdf.toString('base64'), tipo: 'application/pdf', descrizione: 'Referto', tipoDocumento: 'REFERTO', ...extra,
    } satisfies DocumentoDaFirmare);
    expect(res.status).toBe(201);
    return res.body.data;
  };

  const personali = (tk: string, query: Record<string, number> = {}) => t.http.get('/api/documentrepository/personali').query(query).set(bearer(tk));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    [pdfA, pdfB] = await Promise.all([testPdf('Referto del paziente A'), testPdf('Referto del paziente B')]);
    // Patients: a group with nothing selected in the menu and every permission off.
    const gruppo = await t.http.post('/api/gruppi').set(bearer(admin)).send({
      nome: 'Senza permessi',
      descrizione: 'Nessun permesso',
      menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: false })),
      sezioni: SEZIONI.map((s) => ({ id: s.id, descrizione: s.descrizione, permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: false })) })),
    });
    expect(gruppo.status).toBe(201);
    ({ id: idA, token: tokenA } = await paziente('pazientea', gruppo.body.data.id));
    ({ id: idB, token: tokenB } = await paziente('pazienteb', gruppo.body.data.id));
  });
  afterAll(() => t?.close());

  it('lists only the caller’s active documents, newest first, and gives their PDF; others answer 404', async () => {
    const vecchio = await archivia({ idAnagrafica: idA, nomeFile: 'vecchio.pdf', dataRefertazione: Date.UTC(2026, 0, 10, 9) }, pdfA);
    const nuovo = await archivia({ idAnagrafica: idA, nomeFile: 'nuovo.pdf', dataRefertazione: Date.UTC(2026, 1, 20, 9) }, pdfA);
    const annullato = await archivia({ idAnagrafica: idA, nomeFile: 'annullato.pdf' }, pdfA);
    expect((await t.http.delete(`/api/documentrepository/${annullato.id}`).query({ motivo: 'errato' }).set(bearer(admin))).status).toBe(200);
    const diB = await archivia({ idAnagrafica: idB, nomeFile: 'di-b.pdf' }, pdfB);
    await archivia({ nomeFile: 'senza-anagrafica.pdf' }, pdfB);
    expect(nuovo.idAnagrafica).toBe(idA);

    const listaA = await personali(tokenA);
    expect(listaA.status).toBe(200);
    expect(listaA.body.data).toEqual({ list: [nuovo, vecchio], recordsNumber: 2 });
    expect((await personali(tokenB)).body.data).toEqual({ list: [diB], recordsNumber: 1 });
    // the archive itself stays closed to them
    expect((await t.http.get('/api/documentrepository').set(bearer(tokenA))).status).toBe(403);
    expect((await t.http.get(`/api/documentrepository/lastactive/${nuovo.id}`).set(bearer(tokenA))).status).toBe(403);

    const visto = await t.http.get(`/api/documentrepository/personali/${nuovo.id}`).set(bearer(tokenA));
    expect(visto.status).toBe(200);
    const documento = visto.body.data as DocumentoRepository;
    expect(documento).toMatchObject({ id: nuovo.id, nomeFile: 'nuovo.pdf', tipoDocumento: 'REFERTO', versione: 1, firmato: false });
    expect(Buffer.from(documento.base64, 'base64').equals(pdfA)).toBe(true);
    // the same answer as the archive's view of the PDF
    const comeArchivio = await t.http.get(`/api/documentrepository/lastactive/${nuovo.id}`).set(bearer(admin));
    expect(documento).toEqual(comeArchivio.body.data);

    // someone else's, cancelled and unknown documents are indistinguishable
    const sconosciuto = await t.http.get('/api/documentrepository/personali/999999').set(bearer(tokenA));
    expect({ status: sconosciuto.status, messaggio: sconosciuto.body.messaggio }).toEqual({ status: 404, messaggio: 'Documento non trovato' });
    for (const [tk, id] of [[tokenB, nuovo.id], [tokenA, diB.id], [tokenA, annullato.id]] as const) {
      const res = await t.http.get(`/api/documentrepository/personali/${id}`).set(bearer(tk));
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: sconosciuto.body });
    }
  });

  it('pages 20 by default, as asked otherwise, and refuses a bad page with an Italian message', async () => {
    const { id: idC, token: tokenC } = await paziente('pazientec', 2);
    for (let i = 0; i < 22; i++) await archivia({ idAnagrafica: idC, nomeFile: `referto-${i}.pdf`, dataRefertazione: Date.UTC(2025, 0, 1 + i, 9) }, pdfA);
    const prima = (await personali(tokenC)).body.data;
    expect(prima.recordsNumber).toBe(22);
    expect(prima.list.map((d: DocumentoArchiviato) => d.nomeFile)).toEqual(Array.from({ length: 20 }, (_, i) => `referto-${21 - i}.pdf`));
    const seconda = (await personali(tokenC, { page: 1, forPage: 5 })).body.data;
    expect(seconda.list.map((d: DocumentoArchiviato) => d.nomeFile)).toEqual(['referto-16.pdf', 'referto-15.pdf', 'referto-14.pdf', 'referto-13.pdf', 'referto-12.pdf']);
    const cattiva = await personali(tokenC, { page: -1 });
    expect({ status: cattiva.status, messaggio: cattiva.body.messaggio }).toEqual({ status: 400, messaggio: 'Il parametro page non può essere negativo#' });
    expect((await t.http.get('/api/documentrepository/personali/abc').set(bearer(tokenC))).body.messaggio).toBe('Id non valido');
  });

  it('keeps idAnagrafica of POST allegati an optional integer', async () => {
    const res = await t.http.post('/api/allegati').set(bearer(admin)).send({
      idRisorsa: 71, idAnagrafica: 'mario', nomeFile: 'a.pdf', file: pdfA.toString('base64'), tipo: 'application/pdf', tipoDocumento: 'REFERTO',
    });
    expect({ status: res.status, messaggio: res.body.messaggio }).toEqual({ status: 400, messaggio: 'Il campo idAnagrafica deve essere un numero intero#' });
    expect((await archivia({ idAnagrafica: null }, pdfA)).idAnagrafica).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.http.get('/api/documentrepository/personali')).status).toBe(401);
    expect((await t.http.get('/api/documentrepository/personali/1')).status).toBe(401);
    expect((await personali('a'.repeat(64))).status).toBe(401);
  });
});
