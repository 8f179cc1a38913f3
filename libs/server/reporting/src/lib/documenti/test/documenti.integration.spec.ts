import type { ContatoriDocumenti, DocumentoArchiviato, DocumentoDaFirmare, DocumentoRepository } from '@registro/contracts';
import { rebuildProjection } from '@registro/server-event-store';
import { bearer, createTestApp, testPdf, pdfObjectStreamBomb, type TestApp } from '@registro/server-testing';
import { documentiProjection } from '../documenti.projection';

jest.setTimeout(120_000);

/** Epoch ms of a wall-clock time in Rome (UTC+1 in winter, UTC+2 in summer). */
const roma = (iso: string) => new Date(iso).getTime();

/** /api/allegati, /api/documentrepository, /api/wincareold/contatori (real PostgreSQL and Redis). */
describe('document repository', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
    pdf = await testPdf();
  });
  afterAll(() => t?.close());

  const documento = (extra: Partial<DocumentoDaFirmare> = {}): DocumentoDaFirmare => ({
    idRisorsa: 42,
    idAnagrafica: 7,
    nomeFile: 'referto-42.pdf',
    size: pdf.length,
    file: pdf.toString('base64'),
    tipo: 'application/pdf',
    descrizione: 'Referto visita cardiologica',
    tipoDocumento: 'REFERTO',
    ...extra,
  });
  const archivia = (body: unknown, tk = admin) => t.http.post('/api/allegati').set(bearer(tk)).send(body as object);

  it('archives a PDF, lists it, shows its metadata and gives its last active version', async () => {
    const res = await archivia(documento({ sezione: 'fatturazione', dataRefertazione: roma('2026-03-10T10:00:00+01:00') }));
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Documento archiviato');
    const doc = res.body.data as DocumentoArchiviato;
    expect(doc).toMatchObject({ idRisorsa: 42, sezione: 'fatturazione', idAnagrafica: 7, nomeFile: 'referto-42.pdf', tipoDocumento: 'REFERTO', versione: 1, firmato: false, firme: 0, inviatoFse: false, size: pdf.length, creatoDa: 'admin' });
    expect(doc.dataRefertazione).toBe(roma('2026-03-10T10:00:00+01:00'));
    const nonData = await archivia({ ...documento(), dataRefertazione: 'abc' });
    expect(nonData.status).toBe(400);
    expect(nonData.body.messaggio).toBe('La Data Refertazione non è una data valida#');

    const lista = await t.http.get('/api/documentrepository').query({ idRisorsa: 42, sezione: 'fatturazione' }).set(bearer(admin));
    expect(lista.body.data).toEqual({ list: [doc], recordsNumber: 1 });
    // a blank idRisorsa is no filter (it used to read as idRisorsa 0: an empty list); a text is refused
    const senzaRisorsa = await t.http.get('/api/documentrepository').query({ idRisorsa: '', sezione: 'fatturazione' }).set(bearer(admin));
    expect(senzaRisorsa.body.data.list.map((d: DocumentoArchiviato) => d.id)).toContain(doc.id);
    const risorsaTesto = await t.http.get('/api/documentrepository').query({ idRisorsa: '42a' }).set(bearer(admin));
    expect([risorsaTesto.status, risorsaTesto.body.messaggio]).toEqual([400, 'Il filtro idRisorsa deve essere un numero#']);
    expect((await t.http.get(`/api/documentrepository/${doc.id}`).set(bearer(admin))).body.data).toEqual(doc);

    const ultimo = await t.http.get(`/api/documentrepository/lastactive/${doc.id}`).set(bearer(admin));
    expect(ultimo.status).toBe(200);
    const attivo = ultimo.body.data as DocumentoRepository;
    expect(attivo).toMatchObject({ id: doc.id, idRisorsa: 42, sezione: 'fatturazione', versione: 1, firmato: false });
    expect(Buffer.from(attivo.base64, 'base64').equals(pdf)).toBe(true);
    const perRisorsa = await t.http.get('/api/documentrepository/lastactive/42').query({ sezione: 'fatturazione' }).set(bearer(admin));
    expect(perRisorsa.body.data.id).toBe(doc.id);
  });

  it('answers 404 "Documento non firmato" when there is no document', async () => {
    const nessuno = await t.http.get('/api/documentrepository/lastactive/999999').set(bearer(admin));
    expect(nessuno.status).toBe(404);
    expect(nessuno.body.messaggio).toBe('Documento non firmato');
    const risorsa = await t.http.get('/api/documentrepository/lastactive/43').query({ sezione: 'fatturazione' }).set(bearer(admin));
    expect(risorsa.status).toBe(404);
    expect(risorsa.body.messaggio).toBe('Documento non firmato');
    const sezioneStrana = await t.http.get('/api/documentrepository/lastactive/43').query({ sezione: 'users;drop' }).set(bearer(admin));
    expect([sezioneStrana.status, sezioneStrana.body.messaggio]).toEqual([400, 'Il parametro sezione non è valido#']);
    expect((await t.http.get('/api/documentrepository/lastactive/42').query({ sezione: 'FATTURAZIONE' }).set(bearer(admin))).status).toBe(200);
    expect((await t.http.get('/api/documentrepository/abc').set(bearer(admin))).body.messaggio).toBe('Id non valido');
  });

  it('refuses what is not a valid PDF document with Italian messages and writes nothing', async () => {
    const prima = (await t.http.get('/api/documentrepository').set(bearer(admin))).body.data.recordsNumber;
    const casi: [unknown, string | RegExp][] = [
      [documento({ file: Buffer.from('ciao mondo').toString('base64') }), 'Il file non è un PDF'],
      [documento({ file: 'non è base64!' }), 'Il campo file deve contenere il PDF codificato in base64'],
      [documento({ file: Buffer.from('%PDF-1.7 rotto').toString('base64') }), 'Il file non è un PDF leggibile'],
      [documento({ file: (await pdfObjectStreamBomb(1024 * 1024 * 1024)).toString('base64') }), 'Il PDF contiene flussi compressi che supererebbero 64 MB una volta decompressi'],
      [documento({ nomeFile: '../../etc/passwd' }), /^Il campo nomeFile non può contenere cartelle/],
      [documento({ idRisorsa: -1 }), 'Salvare prima di effettuare la validazione.#'],
      [documento({ tipo: 'text/plain' as 'application/pdf' }), 'Sono ammessi solo documenti PDF (tipo application/pdf)#'],
      [{ nomeFile: 'a.pdf' }, /Il campo idRisorsa è obbligatorio#.*Il campo file è obbligatorio#/],
    ];
    for (const [corpo, atteso] of casi) {
      const res = await archivia(corpo);
      expect({ status: res.status, messaggio: res.body.messaggio }).toEqual({ status: 400, messaggio: atteso instanceof RegExp ? expect.stringMatching(atteso) : atteso });
    }
    const grande = Buffer.concat([pdf, Buffer.alloc(18.5 * 1024 * 1024, 32)]);
    const troppo = await archivia(documento({ file: grande.toString('base64') }));
    expect(troppo.status).toBe(400);
    expect(troppo.body.messaggio).toBe('Il file supera la dimensione massima di 18 MB');
    expect((await t.http.get('/api/documentrepository').set(bearer(admin))).body.data.recordsNumber).toBe(prima);
  });

  it('records the sending to the FSE once, with a readable history', async () => {
    const { id } = (await archivia(documento({ idRisorsa: 50 }))).body.data as DocumentoArchiviato;
    const inviato = await t.http.put(`/api/documentrepository/${id}/inviatofse`).set(bearer(admin));
    expect(inviato.status).toBe(200);
    expect(inviato.body.messaggio).toBe('Documento inviato al FSE');
    expect(inviato.body.data).toMatchObject({ inviatoFse: true, versione: 2 });
    const ancora = await t.http.put(`/api/documentrepository/${id}/inviatofse`).set(bearer(admin));
    expect(ancora.status).toBe(409);
    expect(ancora.body.messaggio).toBe('Documento già inviato al FSE');
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documentrepository', idRisorsa: id }).set(bearer(admin));
    expect(storia.body.data.list.map((r: { versione: number; createUser: string; modifiche: string }) => [r.versione, r.createUser, r.modifiche])).toEqual([
      [1, 'admin', expect.stringMatching(/^Documento prodotto: referto-42\.pdf \(REFERTO, \d+ KB\), risorsa documentrepository 50, refertato il \d\d\/\d\d\/\d{4} \d\d:\d\d$/)],
      [2, 'admin', expect.stringMatching(/^Documento inviato al FSE il \d\d\/\d\d\/\d{4} \d\d:\d\d$/)],
    ]);
    const stato = await t.http.get('/api/modificherisorse/stato').query({ sezione: 'documentrepository', idRisorsa: id, al: new Date().toISOString() }).set(bearer(admin));
    expect(stato.body.data).toMatchObject({ versione: 2, eliminato: false, valori: { nomeFile: 'referto-42.pdf', idRisorsa: 50, inviatoFse: true, firme: 0 } });
  });

  it('the sending to the FSE does not move the version a user saw: a cancel with it goes through; a version never reached is 409', async () => {
    const { id } = (await archivia(documento({ idRisorsa: 51 }))).body.data as DocumentoArchiviato;
    const visto = (await t.http.get(`/api/documentrepository/${id}`).set(bearer(admin))).body.data as DocumentoRepository;
    expect(visto.versione).toBe(1);
    expect((await t.http.put(`/api/documentrepository/${id}/inviatofse`).set(bearer(admin))).status).toBe(200);

    const oltre = await t.http.delete(`/api/documentrepository/${id}`).query({ motivo: 'doppio', versione: 7 }).set(bearer(admin));
    expect([oltre.status, oltre.body.messaggio]).toEqual([409, 'Il record è stato modificato da un altro utente: ricaricare e riprovare']);
    const annullato = await t.http.delete(`/api/documentrepository/${id}`).query({ motivo: 'doppio', versione: visto.versione }).set(bearer(admin));
    expect([annullato.status, annullato.body.messaggio]).toEqual([200, 'Documento annullato']);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documentrepository', idRisorsa: id }).set(bearer(admin));
    expect(storia.body.data.list.map((r: { modifiche: string }) => r.modifiche)).toEqual([
      expect.stringMatching(/^Documento prodotto/),
      expect.stringMatching(/^Documento inviato al FSE/),
      expect.stringMatching(/^Documento annullato/),
    ]);
    const sbagliata = await t.http.delete(`/api/documentrepository/${id}`).query({ versione: 'x' }).set(bearer(admin));
    expect([sbagliata.status, sbagliata.body.messaggio]).toEqual([400, 'Il parametro versione deve essere un numero intero#']);
  });

  it('counts produced and FSE-sent documents by Data Refertazione day in Europe/Rome, inclusive', async () => {
    const giorni = [
      '2025-06-30T23:30:00+02:00', // 30 June in Rome (21:30 UTC)
      '2025-07-01T00:30:00+02:00', // 1 July in Rome, still 30 June in UTC
      '2025-07-15T12:00:00+02:00',
      '2025-07-31T23:59:00+02:00', // 31 July in Rome, 21:59 UTC
      '2025-08-01T00:10:00+02:00', // 1 August in Rome, 31 July in UTC
    ];
    const ids: number[] = [];
    for (const g of giorni) ids.push((await archivia(documento({ idRisorsa: 60, dataRefertazione: roma(g) }))).body.data.id);
    await t.http.put(`/api/documentrepository/${ids[1]}/inviatofse`).set(bearer(admin)).expect(200);
    await t.http.put(`/api/documentrepository/${ids[4]}/inviatofse`).set(bearer(admin)).expect(200);
    const conta = async (dal: string, al: string): Promise<ContatoriDocumenti> => {
      const res = await t.http.get('/api/wincareold/contatori').query({ dataDal: roma(dal), dataAl: roma(al) }).set(bearer(admin));
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // the web sends today's date at any hour: the whole Rome day counts
    expect(await conta('2025-07-01T15:00:00+02:00', '2025-07-31T08:00:00+02:00')).toEqual({ prodotto: 3, inviatoFse: 1 });
    expect(await conta('2025-07-01T00:00:00+02:00', '2025-07-01T00:00:00+02:00')).toEqual({ prodotto: 1, inviatoFse: 1 });
    expect(await conta('2025-06-30T12:00:00+02:00', '2025-08-01T12:00:00+02:00')).toEqual({ prodotto: 5, inviatoFse: 2 });
    expect(await conta('2025-08-02T00:00:00+02:00', '2025-08-30T00:00:00+02:00')).toEqual({ prodotto: 0, inviatoFse: 0 });

    // a cancelled document no longer counts; its history says so
    const annullato = await t.http.delete(`/api/documentrepository/${ids[4]}`).query({ motivo: 'Referto errato' }).set(bearer(admin));
    expect(annullato.body.messaggio).toBe('Documento annullato');
    expect(await conta('2025-06-30T12:00:00+02:00', '2025-08-01T12:00:00+02:00')).toEqual({ prodotto: 4, inviatoFse: 1 });
    expect((await t.http.get(`/api/documentrepository/lastactive/${ids[4]}`).set(bearer(admin))).status).toBe(404);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documentrepository', idRisorsa: ids[4] }).set(bearer(admin));
    expect(storia.body.data.list[2].modifiche).toBe('Documento annullato: Referto errato');

    // list filtered by the same days
    const filtrata = await t.http.get('/api/documentrepository').query({ idRisorsa: 60, dataDal: roma('2025-07-01T09:00:00+02:00'), dataAl: roma('2025-07-31T09:00:00+02:00') }).set(bearer(admin));
    expect(filtrata.body.data.recordsNumber).toBe(3);

    const errore = await t.http.get('/api/wincareold/contatori').query({ dataDal: roma('2025-07-02T00:00:00+02:00'), dataAl: roma('2025-07-01T00:00:00+02:00') }).set(bearer(admin));
    expect(errore.status).toBe(400);
    expect(errore.body.messaggio).toBe('La Data Refertazione Dal non può essere successiva alla Data Refertazione Al');
    const testo = await t.http.get('/api/wincareold/contatori').query({ dataDal: 'ieri' }).set(bearer(admin));
    expect(testo.status).toBe(400);
    expect(testo.body.messaggio).toBe('La Data Refertazione Dal non è una data valida#');
    // AAAA-MM-GG and ISO 8601 alike, read as their day in Rome
    const iso = await t.http.get('/api/wincareold/contatori').query({ dataDal: '2025-07-01', dataAl: '2025-07-31T21:59:00Z' }).set(bearer(admin));
    expect(iso.body.data).toEqual({ prodotto: 3, inviatoFse: 1 });
    const nonData = await t.http.get('/api/documentrepository').query({ dataAl: 'x' }).set(bearer(admin));
    expect(nonData.body.messaggio).toBe('La Data Refertazione Al non è una data valida#');
    const oggi = await t.http.get('/api/wincareold/contatori').set(bearer(admin));
    expect(oggi.body.data.prodotto).toBeGreaterThanOrEqual(1); // the document archived today without a date
  });

  it('rebuilds the read model from the events', async () => {
    const prima = (await t.http.get('/api/documentrepository').query({ forPage: 100 }).set(bearer(admin))).body.data;
    await rebuildProjection(t.db.pool, documentiProjection);
    expect((await t.http.get('/api/documentrepository').query({ forPage: 100 }).set(bearer(admin))).body.data).toEqual(prima);
  });

  it('answers 403 to a user without the documentrepository permissions', async () => {
    const { id } = (await t.http.get('/api/documentrepository').set(bearer(admin))).body.data.list[0];
    const chiamate = [
      t.http.get('/api/documentrepository'),
      t.http.get(`/api/documentrepository/${id}`),
      t.http.get(`/api/documentrepository/lastactive/${id}`),
      t.http.put(`/api/documentrepository/${id}/inviatofse`),
      t.http.delete(`/api/documentrepository/${id}`),
      t.http.post('/api/allegati').send(documento()),
      t.http.get('/api/wincareold/contatori'),
    ];
    for (const c of chiamate) expect((await c.set(bearer(operatore))).status).toBe(403);
  });
});
