import { appiattisciMenu, MENU_COMPLETO, PERMESSI, type DispositivoFirma, type DocumentoDaFirmare, type RichiestaFirma, type RichiestaFirmaRisorsa } from '@registro/contracts';
import { bearer, testCertificate, createTestApp, testPdf, pngBomb, testSignatureStroke, type TestCertificate, type TestApp } from '@registro/server-testing';
import { contaImmagini, pdfsig } from './poppler-tools';

jest.setTimeout(120_000);

const chiave = (password: string) => Buffer.from(Buffer.from(password).toString('base64')).toString('base64');

/** /api/digitalsigndevice, /api/sign, /api/{resource}/firma/{idEvento}, verified with poppler's pdfsig. */
describe('signatures (real PostgreSQL and Redis, pdfsig)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let cert: TestCertificate;
  let pdf: Buffer;

  beforeAll(async () => {
    cert = testCertificate('Poliambulatorio Registro');
    process.env['FIRMA_P12_PATH'] = cert.p12;
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
    pdf = await testPdf('Referto da firmare');
  });
  afterAll(async () => {
    delete process.env['FIRMA_P12_PATH'];
    cert?.remove();
    await t?.close();
  });

  const archivia = async (extra: Partial<DocumentoDaFirmare> = {}): Promise<number> => {
    const corpo: DocumentoDaFirmare = { idRisorsa: 10, nomeFile: 'referto.pdf', size: pdf.length, file: pdf.toString('base64'), tipo: 'application/pdf', descrizione: 'Referto', tipoDocumento: 'REFERTO', ...extra };
    const res = await t.http.post('/api/allegati').set(bearer(admin)).send(corpo);
    expect(res.status).toBe(201);
    return res.body.data.id;
  };
  const ultimoPdf = async (id: number) => Buffer.from((await t.http.get(`/api/documentrepository/lastactive/${id}`).set(bearer(admin))).body.data.base64, 'base64');
  const firmaRisorsa = (resource: string, id: number | string, body: Partial<RichiestaFirmaRisorsa>, metodo: 'put' | 'post' = 'put', tk = admin) =>
    t.http[metodo](`/api/${resource}/firma/${id}`).set(bearer(tk)).send(body);
  const richiesta = (files: RichiestaFirma['files'], extra: Partial<RichiestaFirma> = {}): RichiestaFirma => ({
    gestore: 'REGISTRO', tipo: 'REMOTA', username: 'struttura', pin: cert.password, codiceDispositivo: 'STRUTTURA', codiceApplicativo: 'REGISTRO', files, ...extra,
  });

  it('lists the facility certificate and the graphometric tablet', async () => {
    const tutti = await t.http.get('/api/digitalsigndevice').query({ tipoFirma: '', gestore: 'REGISTRO' }).set(bearer(admin));
    expect(tutti.body.data as DispositivoFirma[]).toEqual([
      { codiceDispositivo: 'STRUTTURA', descrizioneDispositivo: 'Certificato di firma della struttura', grafometrico: false },
      { codiceDispositivo: 'TAVOLETTA', descrizioneDispositivo: 'Tavoletta grafometrica', grafometrico: true },
    ]);
    const grafometrici = await t.http.get('/api/digitalsigndevice').query({ tipoFirma: 'GRAFOMETRICA' }).set(bearer(admin));
    expect(grafometrici.body.data.map((d: DispositivoFirma) => d.codiceDispositivo)).toEqual(['TAVOLETTA']);
  });

  it('signs a document by its id (PUT documentrepository/firma/{id}): PAdES valid for pdfsig, a new version in the history', async () => {
    const id = await archivia();
    const res = await firmaRisorsa('documentrepository', id, { idEvento: id, key: chiave(cert.password), fieldName: 'FirmaReferto' });
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Firma effettuata');
    const firmato = await ultimoPdf(id);
    const report = pdfsig(firmato);
    expect(report).toContain('Signature Field Name: FirmaReferto');
    expect(report).toContain('Signer Certificate Common Name: Poliambulatorio Registro');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    const meta = (await t.http.get(`/api/documentrepository/${id}`).set(bearer(admin))).body.data;
    expect(meta).toMatchObject({ versione: 2, firmato: true, firme: 1, ultimoFirmatario: 'admin' });
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documentrepository', idRisorsa: id }).set(bearer(admin));
    expect(storia.body.data.list[1].modifiche).toMatch(/^Documento firmato da admin con il dispositivo STRUTTURA, campo FirmaReferto \(\d+ KB\)$/);
  });

  it('signs the last active document of a record of another section, with the handwritten stroke, then a second signature', async () => {
    await archivia({ sezione: 'fatturazione', idRisorsa: 77 });
    const id = await archivia({ sezione: 'fatturazione', idRisorsa: 77 }); // the latest one is signed
    const grafica = await firmaRisorsa('fatturazione', 77, { idEvento: 77, key: chiave(cert.password), fieldName: 'Firma', firmaGrafica: testSignatureStroke(), codiceDispositivo: 'TAVOLETTA' }, 'post');
    expect(grafica.body.messaggio).toBe('Firma effettuata');
    const uno = await ultimoPdf(id);
    expect(contaImmagini(uno)).toBe(1);
    expect(pdfsig(uno)).toContain('Signature is Valid.');

    const seconda = await firmaRisorsa('fatturazione', 77, { idEvento: 77, key: chiave(cert.password), fieldName: 'Firma' });
    expect(seconda.body.messaggio).toBe('Firma effettuata');
    const due = await ultimoPdf(id);
    const report = pdfsig(due);
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report).toContain('Signature Field Name: Firma_2');
    expect((await t.http.get(`/api/documentrepository/${id}`).set(bearer(admin))).body.data).toMatchObject({ versione: 3, firme: 2 });
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documentrepository', idRisorsa: id }).set(bearer(admin));
    expect(storia.body.data.list[1].modifiche).toContain('con il dispositivo TAVOLETTA (firma grafometrica)');
  });

  it('signs through POST sign: repository documents recorded, a plain file only returned', async () => {
    const id = await archivia();
    const res = await t.http.post('/api/sign').set(bearer(admin)).send(richiesta([
      { idRiferimento: id, filename: 'referto.pdf', fileBase64: '' },
      { idRiferimento: 0, filename: 'libero.pdf', fileBase64: pdf.toString('base64') },
    ]));
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Firma effettuata');
    const [archiviato, libero] = res.body.data as { idRiferimento: number; fileBase64: string }[];
    expect(archiviato.idRiferimento).toBe(id);
    expect(Buffer.from(archiviato.fileBase64, 'base64').equals(await ultimoPdf(id))).toBe(true);
    expect(pdfsig(Buffer.from(libero.fileBase64, 'base64'))).toContain('Signature is Valid.');

    const tavoletta = await t.http.post('/api/sign').set(bearer(admin)).send(richiesta([{ idRiferimento: id, filename: 'r.pdf', fileBase64: '' }], { codiceDispositivo: 'TAVOLETTA', firmaGrafica: testSignatureStroke() }));
    expect(tavoletta.body.messaggio).toBe('Firma effettuata');
    const firmatoDueVolte = await ultimoPdf(id);
    expect(contaImmagini(firmatoDueVolte)).toBe(1);
    expect(pdfsig(firmatoDueVolte).match(/Signature is Valid\./g)).toHaveLength(2);
  });

  it('refuses with the messages the web shows, and changes nothing', async () => {
    const id = await archivia();
    const casi: [Promise<{ status: number; body: { messaggio: string } }>, number, string][] = [
      [firmaRisorsa('documentrepository', id, { key: chiave('sbagliata'), fieldName: 'Firma' }), 400, 'Password di firma errata'],
      [firmaRisorsa('documentrepository', id, { fieldName: 'Firma' }), 400, 'La password di firma è obbligatoria'],
      [firmaRisorsa('documentrepository', -1, { idEvento: -1, key: chiave(cert.password), fieldName: 'Firma' }), 400, 'Salvare prima di effettuare la validazione.'],
      [firmaRisorsa('fatturazione', 'undefined', { key: chiave(cert.password) }), 400, 'Salvare prima di effettuare la validazione.'],
      [firmaRisorsa('documentrepository', 999999, { key: chiave(cert.password) }), 404, 'Documento non firmato'],
      [firmaRisorsa('fatturazione', 5555, { key: chiave(cert.password) }), 404, 'Documento non firmato'],
      [firmaRisorsa('fatturazione', 99999999999, { key: chiave(cert.password) }), 400, 'Id non valido'],
      [firmaRisorsa('nonesiste', 1, { key: chiave(cert.password) }), 404, 'Risorsa sconosciuta: nonesiste'],
      [firmaRisorsa(encodeURIComponent('fattu razione'), 1, { key: chiave(cert.password) }), 404, 'Risorsa sconosciuta'],
      [firmaRisorsa('fatturazione', '1'.repeat(21), { key: chiave(cert.password) }), 400, 'Id non valido'],
      [firmaRisorsa('documentrepository', id, { key: chiave(cert.password), codiceDispositivo: 'TAVOLETTA' }), 400, 'Apporre la firma grafometrica sulla tavoletta prima di firmare'],
      [firmaRisorsa('documentrepository', id, { key: chiave(cert.password), codiceDispositivo: 'TAVOLETTA', firmaGrafica: 'data:image/png;base64,AAAA' }), 400, "La firma grafometrica deve essere un'immagine PNG"],
      [
        firmaRisorsa('documentrepository', id, { key: chiave(cert.password), codiceDispositivo: 'TAVOLETTA', firmaGrafica: `data:image/png;base64,${(await pngBomb(20_000, 20_000)).toString('base64')}` }),
        400,
        'La firma grafometrica è danneggiata o più grande di 4000×4000 pixel',
      ],
      [t.http.post('/api/sign').set(bearer(admin)).send(richiesta([{ idRiferimento: id, filename: 'r.pdf', fileBase64: '' }], { codiceDispositivo: '' })), 400, 'Dispositivo non selezionato'],
      [t.http.post('/api/sign').set(bearer(admin)).send(richiesta([{ idRiferimento: id, filename: 'r.pdf', fileBase64: '' }], { pin: '' })), 400, 'La password di firma è obbligatoria'],
      [t.http.post('/api/sign').set(bearer(admin)).send(richiesta([{ idRiferimento: id, filename: 'r.pdf', fileBase64: '' }], { pin: 'sbagliata' })), 400, 'Password di firma errata'],
      [t.http.post('/api/sign').set(bearer(admin)).send(richiesta([])), 400, 'Nessun file da firmare'],
    ];
    for (const [chiamata, status, messaggio] of casi) {
      const res = await chiamata;
      expect({ status: res.status, messaggio: res.body.messaggio }).toEqual({ status, messaggio });
    }
    // all or nothing: the second file fails, the first is not signed either
    const tuttiONessuno = await t.http.post('/api/sign').set(bearer(admin)).send(richiesta([
      { idRiferimento: id, filename: 'r.pdf', fileBase64: '' },
      { idRiferimento: 999999, filename: 'x.pdf', fileBase64: '' },
    ]));
    expect(tuttiONessuno.status).toBe(404);
    expect((await t.http.get(`/api/documentrepository/${id}`).set(bearer(admin))).body.data).toMatchObject({ versione: 1, firmato: false });

    process.env['FIRMA_P12_PATH'] = `${cert.folder}/manca.p12`;
    try {
      const senza = await firmaRisorsa('documentrepository', id, { key: chiave(cert.password) });
      expect(senza.body.messaggio).toMatch(/^Certificato di firma della struttura non configurato: /);
    } finally {
      process.env['FIRMA_P12_PATH'] = cert.p12;
    }
  });

  it('refuses to sign a record of a section the signer may not see (403), the same signer signing where it may', async () => {
    const permessi = (attivi: string[]) => PERMESSI.map((p) => ({ descrizione: p, attivo: attivi.includes(p) }));
    const gruppo = await t.http.post('/api/gruppi').set(bearer(admin)).send({
      nome: 'Firmatari', descrizione: '',
      menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ routeId: v.routeId, selezionato: v.routeId === 'home' })),
      sezioni: [
        { id: 'firma', permessi: permessi(['visualizza', 'modifica']) },
        { id: 'documentrepository', permessi: permessi(['visualizza', 'modifica']) },
      ],
    });
    expect(gruppo.status).toBe(201);
    const utente = await t.http.post('/api/users').set(bearer(admin)).send({ username: 'firmatario', firstname: 'Fabio', lastname: 'Firma', email: 'firmatario@example.com', password: 'Segreta123', verificaPassword: 'Segreta123', idGruppo: gruppo.body.data.id, attivo: true });
    expect(utente.status).toBe(201);
    const firmatario = await t.login('firmatario', 'Segreta123');
    await archivia({ sezione: 'users', idRisorsa: 77 });
    const rifiutata = await firmaRisorsa('users', 77, { idEvento: 77, key: chiave(cert.password), fieldName: 'Firma' }, 'put', firmatario);
    expect(rifiutata.status).toBe(403);
    expect(rifiutata.body.messaggio).toBe('Non hai i permessi per questa operazione');
    const id = await archivia();
    const consentita = await firmaRisorsa('documentrepository', id, { idEvento: id, key: chiave(cert.password), fieldName: 'Firma' }, 'put', firmatario);
    expect(consentita.status).toBe(200);
  });

  it('answers 403 to a user without the firma permissions', async () => {
    const id = await archivia();
    const chiamate = [
      t.http.get('/api/digitalsigndevice'),
      t.http.post('/api/sign').send(richiesta([{ idRiferimento: id, filename: 'r.pdf', fileBase64: '' }])),
      t.http.put(`/api/documentrepository/firma/${id}`).send({ key: chiave(cert.password) }),
      t.http.post(`/api/fatturazione/firma/10`).send({ key: chiave(cert.password) }),
    ];
    for (const c of chiamate) expect((await c.set(bearer(operatore))).status).toBe(403);
  });
});
