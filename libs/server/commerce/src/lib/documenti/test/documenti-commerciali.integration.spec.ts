import { bearer, createTestApp, downloadExcel, loginWith, type TestApp } from '@registro/server-testing';
import { FIXTURES, documento, insertDocumentiFixtures, riga, rigaVuota } from './documenti-fixtures';

jest.setTimeout(180_000);

const RIGA_NON_COMPLETA = 'Riga non completa devono essere compilate Deescrizione, Quantità, Prezzo Unitario e Iva';

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
  });

  it('transforms the chosen rows of a COMPLETA document into its follow-on type, once per row, in one transaction', async () => {
    const origine = await salva({ statoAttuale: 'COMPLETA', listaRighe: [riga(), riga({ descrizioneArticolo: 'SAPONE LIQUIDO', quantita: 4, prezzoUnitario: 2.5, aliquotaIvaDescrizione: 'T10' }), rigaVuota()] });
    const res = await t.http
      .post('/api/paperclean/documenti')
      .set(admin)
      .send(documento({ tipo: 'TFAT', statoAttuale: 'COMPLETA', documentoOrigine: origine.id, ordineOrigine: origine, righeOrigine: [1], listaRighe: [origine.listaRighe[1]] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tipo: 'TFAT', documentoOrigine: origine.id, statoAttuale: 'COMPLETA', numero: '1', importoNetto: 10, importoIva: 1, importoLordo: 11 });
    const sorgente = (await t.http.get(`/api/paperclean/documenti/${origine.id}`).set(admin)).body.data;
    expect(sorgente.listaRighe.map((r: { trasformata: boolean }) => r.trasformata)).toEqual([false, true]);

    const ancora = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ tipo: 'TFAT', documentoOrigine: origine.id, righeOrigine: [1, 0], listaRighe: [riga()] }));
    expect(ancora.status).toBe(400);
    expect(ancora.body.messaggio).toBe('La riga 2 del documento di origine è già stata trasformata#');
    const tipoSbagliato = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ tipo: 'TDDT', documentoOrigine: origine.id, righeOrigine: [0], listaRighe: [riga()] }));
    expect(tipoSbagliato.body.messaggio).toBe('Il documento TDDT può essere trasformato solo in TFAT');
    const senzaSuccessivo = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ tipo: 'TFAT', documentoOrigine: res.body.data.id, righeOrigine: [0], listaRighe: [riga()] }));
    expect(senzaSuccessivo.body.messaggio).toBe('Il tipo documento TFAT non prevede un documento successivo');
    const bozza = await salva();
    const daBozza = await t.http.post('/api/paperclean/documenti').set(admin).send(documento({ tipo: 'TFAT', documentoOrigine: bozza.id, righeOrigine: [0], listaRighe: [riga()] }));
    expect(daBozza.status).toBe(400);
    expect(daBozza.body.messaggio).toBe('Solo un documento COMPLETA può essere trasformato');
    // the refusals wrote nothing and took no number
    const { rows } = await t.db.pool.query(`SELECT count(*)::int AS n FROM documenti_commerciali WHERE documento_origine = $1`, [origine.id]);
    expect(rows[0].n).toBe(1);
    expect((await t.db.pool.query(`SELECT valore FROM documenti_commerciali_numeratori WHERE codice_tipo = 'TFAT'`)).rows[0].valore).toBe(1);
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
