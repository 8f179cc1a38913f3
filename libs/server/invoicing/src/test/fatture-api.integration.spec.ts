import { BadRequestError, PDF_RENDERER, type PdfRenderer } from '@registro/server-platform';
import { romeDay } from '@registro/server-kernel';
import { bearer, createTestApp, downloadExcel, type TestApp } from '@registro/server-testing';
import { FIXTURES, documentoFattura, insertFattureFixtures, rigaFattura } from './fatture-fixtures';

jest.setTimeout(120_000);

/** The invoice API through HTTP on the real api (PostgreSQL, Redis). */
describe('Invoices API /api/documenti (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let operatore: { Authorization: string };

  const crea = async (over: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/documenti').set(admin).send(documentoFattura(over));
    expect([res.status, res.body.messaggio]).toEqual([201, 'Salvataggio avvenuto con successo']);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
    operatore = bearer(await t.login('operatore', 'admin'));
  });
  afterAll(() => t?.close());

  it('creates an invoice: numbered, totals recomputed by the server, recipient in the customer directory', async () => {
    const res = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(documentoFattura({ totaleDocumento: 1, totaleImponibileDocumento: 1, righeDocumento: [rigaFattura({ totaleRiga: 1, aliquota: 4 }), { descrizione: '' }] }));
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Salvataggio avvenuto con successo');
    const doc = res.body.data;
    expect(doc).toMatchObject({
      numeroDocumento: '1',
      versione: 4,
      tipoDocumentoDescrizione: 'FATTURA TEST',
      causaleDocumento: { descrizioneCausale: 'VENDITA TEST' },
      totaleImponibileDocumento: 25.25,
      totaleImpostaDocumento: 5.56,
      totaleDocumento: 30.81,
      marcaBolloImporto: 0,
      indirizzoDestinazione: 'IDEM',
      idMagazzino: '1',
      magazzinoDescrizione: 'GG',
    });
    expect(doc.righeDocumento).toEqual([
      expect.objectContaining({ totaleRiga: 25.25, aliquota: 22, descrizioneIva: 'IVA 22% test', unitaMisura: 'NR', descrizioneMoltiplicatore: 'Unità', moltiplicatore: 1 }),
    ]);
    const get = await t.http.get(`/api/documenti/${doc.id}`).set(admin);
    expect(get.status).toBe(200);
    expect(get.body.data).toEqual(doc);
    const { rows } = await t.db.pool.query(`SELECT totale_documento::text AS totale FROM fatture WHERE id = $1`, [doc.id]);
    expect(rows[0].totale).toBe('30.81');
    const clienti = await t.db.pool.query(`SELECT indirizzo FROM clienti WHERE identificativo = 'RSSMRA80A01F839W'`);
    expect(clienti.rows).toEqual([{ indirizzo: 'VIA TOLEDO 10' }]);
  });

  it('applies the virtual stamp above 77.47 of exempt lines without adding it to the total', async () => {
    const doc = await crea({ righeDocumento: [rigaFattura({ idIva: FIXTURES.ivaEsente, prezzoUnitario: 90 })] });
    expect(doc).toMatchObject({ marcaBolloImporto: 2, marcaBolloVirtuale: true, totaleDocumento: 90, totaleImpostaDocumento: 0 });
    expect(doc.righeDocumento[0]).toMatchObject({ natura: 'N4', aliquota: 0 });
  });

  it('answers 400 with every problem in Italian, 404 for an unknown invoice, 400 for a bad id', async () => {
    const res = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(documentoFattura({ codiceStruttura: '', righeDocumento: [rigaFattura({ descrizione: 'X', sconto: 150, idIva: null }), { descrizione: '' }] }));
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toBe("Selezionare la Struttura#Riga 1: lo Sconto deve essere un numero da 0 a 100#Riga 1: scegliere l'IVA#Riga 1: il Totale Riga deve essere maggiore di 0#");
    expect((await t.http.post('/api/documenti').set(admin).send([])).status).toBe(400);
    const missing = await t.http.get('/api/documenti/999999').set(admin);
    expect(missing.status).toBe(404);
    expect(missing.body.messaggio).toBe('Fattura 999999 non trovata');
    expect((await t.http.put('/api/documenti/999999').set(admin).send(documentoFattura())).status).toBe(404);
    expect((await t.http.get('/api/documenti/abc').set(admin)).body.messaggio).toBe('Id non valido');
  });

  it('reads dataDocumento as a timestamp: epoch ms as a number or a text, ISO 8601; a value that is no date is named, never "obbligatoria"', async () => {
    const ms = await crea({ dataDocumento: 1764331200000 });
    expect(ms.dataDocumento).toBe('2025-11-28T12:00:00.000Z');
    expect((await crea({ dataDocumento: '1764331200000' })).dataDocumento).toBe('2025-11-28T12:00:00.000Z');
    expect((await crea({ dataDocumento: '2025-11-28T13:00:00+01:00' })).dataDocumento).toBe('2025-11-28T12:00:00.000Z');
    const abc = await t.http.post('/api/documenti').set(admin).send(documentoFattura({ dataDocumento: 'abc' }));
    expect(abc.status).toBe(400);
    expect(abc.body.messaggio).toBe('La Data Documento non è una data valida#');
    const vuota = await t.http.post('/api/documenti').set(admin).send(documentoFattura({ dataDocumento: '' }));
    expect(vuota.body.messaggio).toBe('La Data Documento è obbligatoria#');
    const calcola = await t.http.post('/api/documenti/calcola').set(admin).send(documentoFattura({ dataDocumento: 1764331200000 }));
    expect(calcola.status).toBe(200);
    expect(calcola.body.data.dataDocumento).toBe('2025-11-28T12:00:00.000Z');
  });

  it('updates an invoice, refuses a stale versione with 409 and a move to another numerator with 400', async () => {
    const doc = await crea({ cognomeRagioneSoggetto: 'VERDI' });
    const nuovo = { ...doc, nomeSoggetto: 'ANNA', righeDocumento: [{ ...doc.righeDocumento[0], quantita: 2 }, { descrizione: '' }] };
    const res = await t.http.put(`/api/documenti/${doc.id}`).set(admin).send(nuovo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nomeSoggetto: 'ANNA', totaleImponibileDocumento: 50.5, totaleImpostaDocumento: 11.11, numeroDocumento: doc.numeroDocumento });
    expect(res.body.data.versione).toBeGreaterThan(doc.versione);

    const stale = await t.http.put(`/api/documenti/${doc.id}`).set(admin).send({ ...nuovo, nomeSoggetto: 'ALTRO' });
    expect(stale.status).toBe(409);
    expect(typeof stale.body.messaggio).toBe('string');

    const corrente = res.body.data;
    const sposta = await t.http
      .put(`/api/documenti/${doc.id}`)
      .set(admin)
      .send({ ...corrente, codiceStruttura: 'STR2', idTipoDocumento: FIXTURES.tipoNotaCredito, idCausaleDocumento: null });
    expect(sposta.status).toBe(400);
    expect(sposta.body.messaggio).toBe(
      `La fattura n. ${doc.numeroDocumento} è già numerata: non è possibile cambiare la Struttura#` +
        `La fattura n. ${doc.numeroDocumento} è già numerata: il Tipo Documento deve usare lo stesso numeratore (TFATT)#`,
    );
    // another type on the same numerator is allowed
    const stessoNumeratore = await t.http
      .put(`/api/documenti/${doc.id}`)
      .set(admin)
      .send({ ...corrente, idTipoDocumento: FIXTURES.tipoFatturaBis, idCausaleDocumento: null });
    expect(stessoNumeratore.status).toBe(200);
    expect(stessoNumeratore.body.data.tipoDocumentoDescrizione).toBe('FATTURA TEST BIS');
  });

  it('concurrent saves of the same version: one wins, the other is 409', async () => {
    const doc = await crea({ cognomeRagioneSoggetto: 'CONCORRENTE' });
    const [a, b] = await Promise.all(
      ['UNO', 'DUE'].map((nome) => t.http.put(`/api/documenti/${doc.id}`).set(admin).send({ ...doc, nomeSoggetto: nome })),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('lists newest first, 100 per page, with every filter', async () => {
    await crea({ cognomeRagioneSoggetto: 'AZIENDA FILTRO SRL', nomeSoggetto: '', partitaIvaSoggetto: '01234567897', codiceStruttura: 'STR2', dataDocumento: '2026-06-15T10:00:00.000Z' });
    await crea({ cognomeRagioneSoggetto: 'NEGATIVO', codiceStruttura: 'STR2', dataDocumento: '2026-06-16T10:00:00.000Z', idTipoDocumento: FIXTURES.tipoNotaCredito, idCausaleDocumento: null });
    const list = async (query: Record<string, unknown>) => {
      const res = await t.http.get('/api/documenti').query(query).set(admin);
      expect(res.status).toBe(200);
      return res.body.data as { list: Record<string, unknown>[]; recordsNumber: number };
    };
    const tutte = await list({});
    expect(tutte.recordsNumber).toBeGreaterThanOrEqual(6);
    const giorni = tutte.list.map((r) => romeDay(new Date(r['dataDocumento'] as string)));
    expect([...giorni].sort().reverse()).toEqual(giorni);

    expect(tutte.recordsNumber).toBe((await t.db.pool.query('SELECT count(*)::int AS n FROM fatture')).rows[0].n);
    const str2 = await list({ codiceStruttura: 'STR2' });
    expect(str2.recordsNumber).toBe(2);
    expect(str2.list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['NEGATIVO', 'AZIENDA FILTRO SRL']);
    expect(str2.list[1]).toMatchObject({ privato: false, totaleDocumento: 30.81, numeroDocumento: '1', codiceStruttura: 'STR2', tipoDocumentoDescrizione: 'FATTURA TEST' });
    expect(str2.list[0]).toMatchObject({ privato: true });

    expect((await list({ cognomeRagioneSoggetto: 'filtro s' })).list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['AZIENDA FILTRO SRL']);
    expect((await list({ cognomeRagioneSoggetto: 'rossi mar' })).recordsNumber).toBeGreaterThanOrEqual(2);
    expect((await list({ tipoDocumentoDescrizione: 'nota di' })).list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['NEGATIVO']);
    expect((await list({ codiceStruttura: 'STR2', numeroDocumento: '1' })).recordsNumber).toBe(2);
    expect((await list({ dataDal: '2026-06-15T00:00:00.000Z', dataAl: '2026-06-15T23:59:59.000Z' })).list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['AZIENDA FILTRO SRL']);
    expect((await list({ dataDal: '2026-06-16', dataAl: '2026-06-16' })).list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['NEGATIVO']);
    // the time of day counts on the period's first and last day (both invoices are at 10:00 UTC, 12:00 in Rome)
    const nomi = async (dataDal: string, dataAl: string) => (await list({ dataDal, dataAl })).list.map((r) => r['cognomeRagioneSoggetto']);
    expect(await nomi('2026-06-15T10:00:01.000Z', '2026-06-16T10:00:00.000Z')).toEqual(['NEGATIVO']);
    expect(await nomi('2026-06-15T10:00:00.000Z', '2026-06-16T09:59:59.000Z')).toEqual(['AZIENDA FILTRO SRL']);
    expect(await nomi('2026-06-15T09:00:00.000Z', '2026-06-16T11:00:00.000Z')).toEqual(['NEGATIVO', 'AZIENDA FILTRO SRL']);
    expect((await list({ cognomeRagioneSoggetto: '100%_' })).recordsNumber).toBe(0);
    const pagina = await list({ page: 1, forPage: 2 });
    expect(pagina.list).toEqual(tutte.list.slice(2, 4));
    const bad = await t.http.get('/api/documenti').query({ dataDal: 'ieri' }).set(admin);
    expect(bad.status).toBe(400);
    expect(bad.body.messaggio).toBe('La Data Dal non è una data valida#');
    const ms = (iso: string) => String(Date.parse(iso));
    expect((await list({ dataDal: ms('2026-06-15T00:00:00Z'), dataAl: ms('2026-06-15T23:59:59Z') })).list.map((r) => r['cognomeRagioneSoggetto'])).toEqual(['AZIENDA FILTRO SRL']);

    // a renamed recipient is found by the new name only
    const rinominata = await crea({ cognomeRagioneSoggetto: 'PRIMO NOMINATIVO' });
    const put = await t.http.put(`/api/documenti/${rinominata.id}`).set(admin).send({ ...rinominata, cognomeRagioneSoggetto: 'SECONDO NOMINATIVO' });
    expect(put.status).toBe(200);
    expect((await list({ cognomeRagioneSoggetto: 'secondo nomin' })).list.map((r) => r['id'])).toEqual([rinominata.id]);
    expect((await list({ cognomeRagioneSoggetto: 'primo nomin' })).recordsNumber).toBe(0);

    const file = await downloadExcel(t.http.post('/api/documenti/excel').query({ codiceStruttura: 'STR2' }).set(admin));
    expect(file.status).toBe(200);
    expect(file.rows[0]).toEqual(['Data', 'Num.', 'Tipo Documento', 'Ragione Sociale', 'Totale', 'Stato SDI']);
    expect(file.rows.slice(1).map((r) => r[3])).toEqual(['NEGATIVO MARIO', 'AZIENDA FILTRO SRL']);
  });

  it('lists the invoices of a day by number, not by the time of day (84, 83, 82…), the last page too', async () => {
    const pomeriggio = await crea({ cognomeRagioneSoggetto: 'ORDINE POMERIGGIO', dataDocumento: '2026-09-10T15:00:00.000Z' });
    const mattina = await crea({ cognomeRagioneSoggetto: 'ORDINE MATTINA', dataDocumento: '2026-09-10T07:00:00.000Z' });
    const mezzogiorno = await crea({ cognomeRagioneSoggetto: 'ORDINE MEZZOGIORNO', dataDocumento: '2026-09-10T10:00:00.000Z' });
    // 23:30 in Rome on the 9th is the 9th, though it is 21:30 UTC
    const vigilia = await crea({ cognomeRagioneSoggetto: 'ORDINE VIGILIA', dataDocumento: '2026-09-09T21:30:00.000Z' });
    const numeri = [pomeriggio, mattina, mezzogiorno].map((f) => Number(f.numeroDocumento));
    expect(numeri[1]).toBeGreaterThan(numeri[0]);
    expect(numeri[2]).toBeGreaterThan(numeri[1]);

    const res = await t.http.get('/api/documenti').query({ dataDal: '2026-09-09', dataAl: '2026-09-10' }).set(admin);
    expect(res.status).toBe(200);
    const elenco = res.body.data.list as { cognomeRagioneSoggetto: string; numeroDocumento: string }[];
    expect(elenco.map((r) => r.cognomeRagioneSoggetto)).toEqual(['ORDINE MEZZOGIORNO', 'ORDINE MATTINA', 'ORDINE POMERIGGIO', 'ORDINE VIGILIA']);
    expect(elenco.map((r) => r.numeroDocumento)).toEqual([mezzogiorno, mattina, pomeriggio, vigilia].map((f) => f.numeroDocumento));

    // a page past the middle is read from the other end: the same order
    const tutte = (await t.http.get('/api/documenti').query({ forPage: 1000 }).set(admin)).body.data.list as { id: number }[];
    const ultimaPagina = Math.floor((tutte.length - 1) / 2);
    const ultima = await t.http.get('/api/documenti').query({ page: ultimaPagina, forPage: 2 }).set(admin);
    expect(ultima.body.data.list.map((r: { id: number }) => r.id)).toEqual(tutte.slice(ultimaPagina * 2, ultimaPagina * 2 + 2).map((r) => r.id));
  });

  it('POST documenti/calcola recalculates without storing, keeping the blank trailing row', async () => {
    const prima = (await t.db.pool.query('SELECT count(*)::int AS n FROM fatture')).rows[0].n;
    const res = await t.http
      .post('/api/documenti/calcola')
      .set(admin)
      .send(documentoFattura({ righeDocumento: [rigaFattura({ quantita: 3, sconto: 10 }), rigaFattura({ idIva: FIXTURES.ivaEsente, prezzoUnitario: 80 }), { descrizione: '' }] }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: -1, numeroDocumento: '', totaleImponibileDocumento: 148.18, totaleImpostaDocumento: 15, totaleDocumento: 163.18, marcaBolloImporto: 2 });
    expect(res.body.data.righeDocumento.map((r: { totaleRiga: number }) => r.totaleRiga)).toEqual([68.18, 80, 0]);
    expect((await t.db.pool.query('SELECT count(*)::int AS n FROM fatture')).rows[0].n).toBe(prima);
  });

  it('records the modification history readable by HistoryDialog (sezione fatturazione)', async () => {
    const doc = await crea({ cognomeRagioneSoggetto: 'STORIA' });
    const creata = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await t.http
      .put(`/api/documenti/${doc.id}`)
      .set(admin)
      .send({ ...doc, righeDocumento: [{ ...doc.righeDocumento[0], quantita: 2 }, rigaFattura({ descrizione: 'SECONDA' })] });
    const res = await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(doc.id) }).set(admin);
    expect(res.status).toBe(200);
    const righe = res.body.data.list.map((r: { modifiche: string }) => r.modifiche);
    expect(righe[0]).toMatch(/^Fattura creata\n/);
    expect(righe).toContain('Fattura numerata: n. ' + doc.numeroDocumento + ' (anno 2026)');
    expect(righe).toContain('Riga 1 modificata: quantita 1 → 2, totaleRiga 25,25 → 50,50');
    expect(righe).toContain('Riga 2 aggiunta: SECONDA (totale 25,25)');
    expect(righe.at(-1)).toBe('Totali ricalcolati\nTotale Imponibile: 25,25 → 75,75\nTotale IVA: 5,56 → 16,67\nTotale Documento: 30,81 → 92,42');
    expect(res.body.data.list[0].createUser).toBe('admin');

    const stato = await t.http.get('/api/modificherisorse/stato').query({ sezione: 'fatture', idRisorsa: String(doc.id), al: creata }).set(admin);
    expect(stato.status).toBe(200);
    expect(JSON.stringify(stato.body.data)).toContain('"totaleImponibileDocumento":25.25');
    expect((await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(doc.id) }).set(operatore)).status).toBe(403);
  });

  it('prints through the PDF_RENDERER port (a fake renderer here) and records FatturaStampata', async () => {
    const doc = await crea({ cognomeRagioneSoggetto: 'STAMPA' });
    const renderer = t.app.get<PdfRenderer>(PDF_RENDERER);
    const render = jest.spyOn(renderer, 'render').mockResolvedValueOnce('JVBERi0xLjQ=');
    const res = await t.http.post(`/api/documenti/${doc.id}/stampa`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 'JVBERi0xLjQ=' });
    expect(render).toHaveBeenCalledWith('documenti', expect.objectContaining({ id: doc.id, numeroDocumento: doc.numeroDocumento }));

    render.mockRejectedValueOnce(new BadRequestError('Nessun template per il report documenti'));
    const errore = await t.http.post(`/api/documenti/${doc.id}/stampa`).set(admin);
    expect(errore.status).toBe(400);
    expect(errore.body.messaggio).toBe('Nessun template per il report documenti');
    render.mockRestore();

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(doc.id) }).set(admin);
    expect(storia.body.data.list.filter((r: { modifiche: string }) => r.modifiche === 'Fattura stampata')).toHaveLength(1);
    expect((await t.http.post('/api/documenti/999999/stampa').set(admin)).status).toBe(404);
  });

  it('refuses every route to a user without the fatturazione permission (403)', async () => {
    const doc = await crea({ cognomeRagioneSoggetto: 'PERMESSI' });
    const risposte = await Promise.all([
      t.http.get('/api/documenti').set(operatore),
      t.http.get(`/api/documenti/${doc.id}`).set(operatore),
      t.http.post('/api/documenti').set(operatore).send(documentoFattura()),
      t.http.put(`/api/documenti/${doc.id}`).set(operatore).send(doc),
      t.http.post('/api/documenti/calcola').set(operatore).send(doc),
      t.http.post('/api/documenti/excel').set(operatore),
      t.http.post(`/api/documenti/${doc.id}/stampa`).set(operatore),
    ]);
    expect(risposte.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await t.http.get('/api/documenti')).status).toBe(401);
  });
});
