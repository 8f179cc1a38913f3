import type { DocumentoCommerciale } from '@registro/contracts';
import { bearer, createTestApp, downloadExcel, loginWith, type TestApp } from '@registro/server-testing';
import { FIXTURES, documento, insertDocumentiFixtures, riga, rigaVuota } from './documenti-fixtures';

jest.setTimeout(180_000);

const RIGA_NON_COMPLETA = 'Riga non completa devono essere compilate Deescrizione, Quantità, Prezzo Unitario e Iva';

type DocumentoLetto = DocumentoCommerciale & { id: number };

/** Commercial documents through HTTP on the real api (PostgreSQL, Redis). */
describe('Commercial documents /api/paperclean/documenti (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  const salva = async (over: Record<string, unknown> = {}, path = '/api/paperclean/documenti') => {
    const res = await t.http.post(path).set(admin).send(documento(over));
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertDocumentiFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  it('saves a draft without a number, reopens it, completes it: numbered, status history, exact totals', async () => {
    const bozza = await salva();
    expect(bozza).toMatchObject({ statoAttuale: 'BOZZA', numero: '', versione: 1, descrizioneAnagrafica: 'CARTOLERIA ROSSI SRL', importoNetto: 0.3, importoIva: 0.07, importoLordo: 0.37 });
    expect(bozza.listaRighe).toEqual([expect.objectContaining({ descrizioneArticolo: 'CARTA A4 80G RISMA', aliquotaIva: 22, trasformata: false })]);
    const letto = await t.http.get(`/api/paperclean/documenti/${bozza.id}`).set(admin);
    expect(letto.status).toBe(200);
    expect(letto.body.data).toEqual(bozza);

    const res = await t.http
      .post('/api/paperclean/documenti')
      .set(admin)
      .send({ ...bozza, statoAttuale: 'COMPLETA', listaRighe: [...bozza.listaRighe, riga({ descrizioneArticolo: 'DETERSIVO 5L', quantita: 2, prezzoUnitario: 12.345, aliquotaIvaDescrizione: 'T10' }), rigaVuota()] });
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Salvataggio avvenuto con successo');
    const completo = res.body.data;
    // 3 × 0.10 = 0.30 at 22% → 0.07; 2 × 12.345 = 24.69 at 10% → 2.47
    expect(completo).toMatchObject({ statoAttuale: 'COMPLETA', numero: '1', importoNetto: 24.99, importoIva: 2.54, importoLordo: 27.53 });
    expect(completo.listaStati.map((s: { stato: string }) => s.stato)).toEqual(['BOZZA', 'COMPLETA']);
    const { rows } = await t.db.pool.query(`SELECT importo_netto::text AS n, importo_iva::text AS i, importo_lordo::text AS l FROM documenti_commerciali WHERE id = $1`, [completo.id]);
    expect(rows[0]).toEqual({ n: '24.99', i: '2.54', l: '27.53' });

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'documenticommerciali', idRisorsa: completo.id, page: 0, forPage: 100 }).set(admin);
    expect(storia.status).toBe(200);
    expect(JSON.stringify(storia.body)).toContain('Documento numerato: n. 1');
  });

  it('elabora recalculates the totals per VAT rate, ignoring the trailing empty row, and stores nothing', async () => {
    const prima = (await t.db.pool.query(`SELECT count(*)::int AS n FROM documenti_commerciali`)).rows[0].n;
    const res = await t.http
      .post('/api/paperclean/documenti/elabora')
      .set(admin)
      .send(documento({ listaRighe: [riga({ quantita: 1, prezzoUnitario: 0.05 }), riga({ quantita: 1, prezzoUnitario: 0.05 }), riga({ quantita: 1, prezzoUnitario: 10, aliquotaIvaDescrizione: 'T04' }), rigaVuota()] }));
    expect(res.status).toBe(200);
    // 22% on 0.10 (not 2 × round(0.011)) = 0.02; 4% on 10 = 0.40
    expect(res.body.data).toMatchObject({ importoNetto: 10.1, importoIva: 0.42, importoLordo: 10.52 });
    expect(res.body.data.listaRighe).toHaveLength(4);
    expect(res.body.data.listaRighe[2].aliquotaIva).toBe(4);
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM documenti_commerciali`)).rows[0].n).toBe(prima);
    const lista = await t.http.post('/api/paperclean/documenti/elabora').set(admin).send([documento()]);
    expect(lista.status).toBe(400);
    expect(lista.body.messaggio).toMatch(/^Documento non valido/);
  });

  it('refuses incomplete rows and incomplete COMPLETA documents with Italian messages, consuming no number', async () => {
    const righe = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ listaRighe: [riga({ quantita: 0 }), rigaVuota()] }));
    expect(righe.status).toBe(400);
    expect(righe.body.messaggio).toBe(`${RIGA_NON_COMPLETA}#`);
    const iva = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ listaRighe: [riga({ aliquotaIvaDescrizione: 'XX' })] }));
    expect(iva.body.messaggio).toBe(`Codice IVA XX inesistente#${RIGA_NON_COMPLETA}#`);
    const completo = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ statoAttuale: 'COMPLETA', idAnagrafica: null, tipo: 'TFAT', listaRighe: [rigaVuota()] }));
    expect(completo.status).toBe(400);
    expect(completo.body.messaggio).toBe("Selezionare l'Intestatario#Inserire almeno una riga#");
    const tipo = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ tipo: 'NONESISTE' }));
    expect(tipo.body.messaggio).toBe('Tipo Documento NONESISTE inesistente#');
    // an id past PostgreSQL's integer would have reached it as an out-of-range error
    const id = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ id: 99999999999 }));
    expect([id.status, id.body.messaggio]).toEqual([400, 'Id non valido']);
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM documenti_commerciali_numeratori WHERE codice_tipo = 'TFAT'`)).rows[0].n).toBe(0);
  });

  it('refuses to change or delete a COMPLETA document; deletes a draft', async () => {
    const completo = await salva({ statoAttuale: 'COMPLETA' });
    const modifica = await t.http.post('/api/paperclean/documenti').set(admin).send({ ...completo, statoAttuale: 'BOZZA', noteAnagrafica: 'cambiata' });
    expect(modifica.status).toBe(400);
    expect(modifica.body.messaggio).toBe('Il documento è COMPLETA: solo un documento in BOZZA può essere modificato');
    const elimina = await t.http.delete(`/api/paperclean/documenti/${completo.id}`).set(admin);
    expect(elimina.status).toBe(400);
    expect(elimina.body.messaggio).toBe('Solo un documento in BOZZA può essere eliminato');

    const bozza = await salva();
    const ok = await t.http.delete(`/api/paperclean/documenti/${bozza.id}`).set(admin);
    expect(ok.status).toBe(200);
    expect(ok.body.messaggio).toBe('Cancellazione avvenuta con successo');
    expect((await t.http.get(`/api/paperclean/documenti/${bozza.id}`).set(admin)).status).toBe(404);
  });

  it('two users saving the same draft from the same version: one succeeds, the other gets 409 and nothing is lost', async () => {
    const bozza = await salva();
    const primo = t.http.post('/api/paperclean/documenti').set(admin).send({ ...bozza, noteAnagrafica: 'primo' });
    const secondo = t.http.post('/api/paperclean/documenti').set(admin).send({ ...bozza, noteAnagrafica: 'secondo' });
    const risposte = await Promise.all([primo, secondo]);
    expect(risposte.map((r) => r.status).sort()).toEqual([201, 409]);
    const perso = risposte.find((r) => r.status === 409);
    expect(perso?.body.messaggio).toBe('Il documento è stato modificato da un altro utente: ricaricare');
    const vinto = risposte.find((r) => r.status === 201);
    const letto = await t.http.get(`/api/paperclean/documenti/${bozza.id}`).set(admin);
    expect(letto.body.data.noteAnagrafica).toBe(vinto?.body.data.noteAnagrafica);
    expect(letto.body.data.versione).toBe(2);
    // one after the other, not only at once: the version the editor loaded is what is expected
    const tardivo = await t.http.post('/api/paperclean/documenti').set(admin).send({ ...bozza, noteAnagrafica: 'terzo' });
    expect([tardivo.status, tardivo.body.messaggio]).toEqual([409, 'Il documento è stato modificato da un altro utente: ricaricare']);
    expect((await t.http.get(`/api/paperclean/documenti/${bozza.id}`).set(admin)).body.data.noteAnagrafica).toBe(vinto?.body.data.noteAnagrafica);
  });

  /** Spec 3's "Transformation payload": the new document of type `tipo` with `documentoOrigine`, `ordineOrigine` (the source as loaded, its rows taken marked `trasformata: true`), `anagrafica`, `idAnagrafica`, `listaRighe`. */
  const trasformazione = (origine: DocumentoLetto, prese: number[], over: Record<string, unknown> = {}) => ({
    tipo: 'TFAT',
    statoAttuale: 'COMPLETA',
    documentoOrigine: origine.id,
    ordineOrigine: { ...origine, listaRighe: origine.listaRighe.map((r, i) => ({ ...r, trasformata: r.trasformata || prese.includes(i) })) },
    anagrafica: origine.anagrafica,
    idAnagrafica: origine.idAnagrafica,
    listaRighe: prese.map((i) => ({ ...origine.listaRighe[i], trasformata: false })),
    ...over,
  });
  const leggi = async (id: number): Promise<DocumentoLetto> => (await t.http.get(`/api/paperclean/documenti/${id}`).set(admin)).body.data;
  const storia = async (id: number) =>
    JSON.stringify((await t.http.get('/api/modificherisorse').query({ sezione: 'documenticommerciali', idRisorsa: id, page: 0, forPage: 100 }).set(admin)).body);
  /** What a refused transformation must leave untouched: the documents, the source's stream, the TFAT counter. */
  const scritto = async (idOrigine: number) =>
    (
      await t.db.pool.query(
        `SELECT (SELECT count(*)::int FROM documenti_commerciali) AS documenti,
                (SELECT count(*)::int FROM events WHERE stream_id = $1) AS eventi,
                (SELECT coalesce(max(valore), 0)::int FROM documenti_commerciali_numeratori WHERE codice_tipo = 'TFAT') AS numero`,
        [`documenticommerciali-${idOrigine}`],
      )
    ).rows[0];

  it("transforms with the spec's payload: the rows marked in ordineOrigine and not yet transformed, into the follow-on type, once per row, in one transaction", async () => {
    const origine = await salva({
      statoAttuale: 'COMPLETA',
      listaRighe: [riga(), riga({ descrizioneArticolo: 'SAPONE LIQUIDO', quantita: 4, prezzoUnitario: 2.5, aliquotaIvaDescrizione: 'T10' }), riga({ descrizioneArticolo: 'DETERSIVO 5L' }), rigaVuota()],
    });
    const res = await t.http.post('/api/paperclean/documenti').set(admin).send(trasformazione(origine, [1]));
    expect(res.status).toBe(201);
    const nuovo = res.body.data;
    expect(nuovo).toMatchObject({ tipo: 'TFAT', documentoOrigine: origine.id, statoAttuale: 'COMPLETA', numero: '1', descrizioneAnagrafica: 'CARTOLERIA ROSSI SRL', importoNetto: 10, importoIva: 1, importoLordo: 11 });
    expect(nuovo.listaRighe).toEqual([expect.objectContaining({ descrizioneArticolo: 'SAPONE LIQUIDO', trasformata: false })]);
    const dopo = await leggi(origine.id);
    expect(dopo.listaRighe.map((r) => r.trasformata)).toEqual([false, true, false]);
    expect(await storia(origine.id)).toContain(`Righe 2 trasformate nel documento TFAT ${nuovo.id}`);
    expect(await storia(nuovo.id)).toContain(`Trasformato dal documento ${origine.id}`);

    // the page sends the source as loaded, row 2 marked already: only row 3 is taken
    const terza = await t.http.post('/api/paperclean/documenti').set(admin).send(trasformazione(dopo, [2]));
    expect(terza.status).toBe(201);
    expect(terza.body.data).toMatchObject({ numero: '2', listaRighe: [expect.objectContaining({ descrizioneArticolo: 'DETERSIVO 5L' })] });
    expect((await leggi(origine.id)).listaRighe.map((r) => r.trasformata)).toEqual([false, true, true]);
    expect(await storia(origine.id)).toContain(`Righe 3 trasformate nel documento TFAT ${terza.body.data.id}`);
  });

  it('refuses a transformation with no row marked, a row transformed already, a draft source, a wrong target type, another ordineOrigine, writing nothing; 403 without the permission', async () => {
    const origine = await salva({ statoAttuale: 'COMPLETA', listaRighe: [riga(), riga({ descrizioneArticolo: 'SAPONE LIQUIDO', aliquotaIvaDescrizione: 'T10' })] });
    expect((await t.http.post('/api/paperclean/documenti').set(admin).send(trasformazione(origine, [1]))).status).toBe(201);
    const caricata = await leggi(origine.id);
    const prima = await scritto(origine.id);
    const rifiuta = async (corpo: Record<string, unknown>, messaggio: string, status = 400) => {
      const res = await t.http.post('/api/paperclean/documenti').set(admin).send(corpo);
      expect({ status: res.status, messaggio: res.body.messaggio }).toEqual({ status, messaggio });
    };

    // documentoOrigine with no row marked: refused, never a plain new document
    await rifiuta({ ...trasformazione(origine, []), listaRighe: [riga()] }, 'Selezionare almeno una riga da trasformare');
    await rifiuta({ ...trasformazione(origine, []), ordineOrigine: undefined, listaRighe: [riga()] }, 'Selezionare almeno una riga da trasformare');
    // nothing new marked: the source as loaded (row 2 transformed), or a copy loaded before row 2 was transformed that takes it again
    const giaTrasformata = 'Selezionare almeno una riga da trasformare#La riga 2 del documento di origine è già stata trasformata#';
    await rifiuta({ ...trasformazione(caricata, []), listaRighe: [caricata.listaRighe[1]] }, giaTrasformata);
    await rifiuta(trasformazione(origine, [1]), giaTrasformata);
    await rifiuta(trasformazione(origine, [0, 1]), 'Il nuovo documento ha 2 righe ma le righe da trasformare del documento di origine sono 1: ricaricare il documento di origine');
    await rifiuta(trasformazione(caricata, [0], { tipo: 'TDDT' }), 'Il documento TDDT può essere trasformato solo in TFAT');
    await rifiuta(trasformazione(caricata, [0], { documentoOrigine: origine.id + 1000 }), `Il documento di origine inviato (${origine.id}) non è il Documento di Origine ${origine.id + 1000}`);
    await rifiuta(trasformazione(caricata, [0], { documentoOrigine: 'x' }), 'Il Documento di Origine non è valido');
    const bozza = await salva({ listaRighe: [riga()] });
    await rifiuta(trasformazione(bozza, [0]), 'Solo un documento COMPLETA può essere trasformato');
    const fattura = (await t.db.pool.query(`SELECT id FROM documenti_commerciali WHERE documento_origine = $1`, [origine.id])).rows[0].id;
    await rifiuta(trasformazione(await leggi(fattura), [0]), 'Il tipo documento TFAT non prevede un documento successivo');

    const lettore = bearer(await loginWith(t, 'lettoretrasforma', ['documenti/visualizza']));
    const vietato = await t.http.post('/api/paperclean/documenti').set(lettore).send(trasformazione(caricata, [0]));
    expect(vietato.status).toBe(403);

    // the draft above is the only document written since; the source's stream and the counter did not move
    expect(await scritto(origine.id)).toEqual({ ...prima, documenti: prima.documenti + 1 });
    expect((await leggi(origine.id)).listaRighe.map((r) => r.trasformata)).toEqual([false, true]);
  });

  it('keeps the two stores apart: the archive lists, reads and saves under /a', async () => {
    const archivio = await salva({ tipo: 'TDDTA', idAnagrafica: FIXTURES.cliente2, statoAttuale: 'COMPLETA' }, '/api/paperclean/documenti/a');
    expect(archivio).toMatchObject({ store: 'A', numero: '1', descrizioneAnagrafica: 'PULIZIE BIANCHI SNC' });
    const listaA = await t.http.get('/api/paperclean/documenti/a').query({ tipo: 'TDDTA', page: 0, forPage: 50 }).set(admin);
    expect(listaA.body.data).toMatchObject({ recordsNumber: 1, list: [expect.objectContaining({ id: archivio.id, numero: '1', descrizioneAnagrafica: 'PULIZIE BIANCHI SNC', statoAttuale: 'COMPLETA' })] });
    const listaP = await t.http.get('/api/paperclean/documenti').query({ tipo: 'TDDTA' }).set(admin);
    expect(listaP.body.data.recordsNumber).toBe(0);
    expect((await t.http.get(`/api/paperclean/documenti/${archivio.id}`).set(admin)).status).toBe(404);
    expect((await t.http.get(`/api/paperclean/documenti/a/${archivio.id}`).set(admin)).status).toBe(200);
    const perNumero = await t.http.get('/api/paperclean/documenti').query({ tipo: 'TDDT', numero: '1' }).set(admin);
    expect(perNumero.body.data.list.map((d: { numero: string }) => d.numero)).toEqual(['1']);
  });

  it("downloads each store's list as Excel with the list's filters and the screen's columns; 403 without the section", async () => {
    const archiviato = await salva({ tipo: 'TFATA', idAnagrafica: FIXTURES.cliente2, statoAttuale: 'COMPLETA', dataOra: '2026-07-01T08:30:00.000Z' }, '/api/paperclean/documenti/a');
    const principale = await downloadExcel(t.http.post('/api/paperclean/documenti/excel').query({ tipo: 'TDDT' }).set(admin));
    expect(principale.status).toBe(200);
    expect(principale.fileName).toMatch(/^Documenti_\d{2}-\d{2}-\d{4}\.xlsx$/);
    expect(principale.rows[0]).toEqual(['Numero', 'Intestatario', 'Data Ora', 'Stato']);
    const lista = (await t.http.get('/api/paperclean/documenti').query({ tipo: 'TDDT', forPage: 1000 }).set(admin)).body.data;
    expect(principale.rows).toHaveLength(lista.recordsNumber + 1);
    expect(principale.rows.slice(1).map((r) => r[3])).toEqual(lista.list.map((d: { statoAttuale: string }) => d.statoAttuale));

    const archivio = await downloadExcel(t.http.post('/api/paperclean/documenti/a/excel').query({ tipo: 'TFATA' }).set(admin));
    expect(archivio.status).toBe(200);
    // 08:30 UTC in July is 10:30 in Rome: the sheet shows the screen's wall clock
    expect(archivio.rows).toEqual([
      ['Numero', 'Intestatario', 'Data Ora', 'Stato'],
      [Number(archiviato.numero), 'PULIZIE BIANCHI SNC', new Date(Date.UTC(2026, 6, 1, 10, 30, 0)), 'COMPLETA'],
    ]);
    expect((await downloadExcel(t.http.post('/api/paperclean/documenti/excel').query({ numero: 'x' }).set(admin))).status).toBe(400);

    const nessuno = bearer(await loginWith(t, 'senzadocumentiexcel', []));
    expect((await downloadExcel(t.http.post('/api/paperclean/documenti/excel').set(nessuno))).status).toBe(403);
    expect((await downloadExcel(t.http.post('/api/paperclean/documenti/a/excel').set(nessuno))).status).toBe(403);
  });

  it('answers 403 on every endpoint to a user without the documenti section, and only allows what a reader may', async () => {
    const nessuno = bearer(await loginWith(t, 'senzadocumenti', []));
    const lettore = bearer(await loginWith(t, 'lettoredocumenti', ['documenti/visualizza']));
    const bozza = await salva();
    const chiamate = [
      () => t.http.get('/api/paperclean/documenti'),
      () => t.http.get('/api/paperclean/documenti/a'),
      () => t.http.get(`/api/paperclean/documenti/${bozza.id}`),
      () => t.http.get(`/api/paperclean/documenti/a/${bozza.id}`),
      () => t.http.post('/api/paperclean/documenti/elabora').send(documento()),
      () => t.http.post('/api/paperclean/documenti').send(documento()),
      () => t.http.post('/api/paperclean/documenti/a').send(documento()),
      () => t.http.delete(`/api/paperclean/documenti/${bozza.id}`),
    ];
    for (const c of chiamate) expect((await c().set(nessuno)).status).toBe(403);
    expect((await t.http.get('/api/paperclean/documenti').set(lettore)).status).toBe(200);
    expect((await t.http.post('/api/paperclean/documenti/elabora').set(lettore).send(documento())).status).toBe(200);
    expect((await t.http.post('/api/paperclean/documenti').set(lettore).send(documento())).status).toBe(403);
    expect((await t.http.delete(`/api/paperclean/documenti/${bozza.id}`).set(lettore)).status).toBe(403);
  });
});
