import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR, SISTEMATS_DIR } from './fatturapa-standards';
import { FIXTURES, documentoFattura, insertFattureFixtures, rigaFattura } from './fatture-fixtures';

jest.setTimeout(120_000);

interface Documento {
  id: number;
  numeroDocumento: string;
  dataDocumento: string;
  tipoDocumentoDescrizione: string;
  causaleDocumentoDescrizione: string;
  cognomeRagioneSoggetto: string;
  codiceFiscaleSoggetto: string;
  totaleImponibileDocumento: number;
  totaleImpostaDocumento: number;
  totaleDocumento: number;
  marcaBolloImporto: number;
  righeDocumento: { descrizione: string; quantita: number; prezzoUnitario: number; totaleRiga: number }[];
  fatturaCollegata?: { id: number; numeroDocumento: string; dataDocumento: string };
}

/** POST /api/documenti/:id/notacredito and GET /api/documenti/:id/notecredito on the real api and PostgreSQL. */
describe('credit notes from an issued invoice (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let lettore: { Authorization: string };
  const envPrima = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { FATTURAPA_XSD_DIR, SISTEMATS_DIR });
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    // the credit-note type (TD04, numerator TNC) gets two reasons: the accounting credit one (AVERE) is the credit note's
    await t.db.pool.query(
      `INSERT INTO causali_documento (id, id_tipo_documento, codice_tipo_documento, codice_causale, descrizione_causale, operazione_contabile, versione)
       VALUES (9211, $1, 'TNC', 'RES', 'RESO TEST', 'INVARIATO', 1), (9212, $1, 'TNC', 'STO', 'STORNO TEST', 'AVERE', 1)`,
      [FIXTURES.tipoNotaCredito],
    );
    admin = bearer(await t.login('admin'));
    lettore = bearer(await loginWith(t, 'lettore', ['fatturazione/visualizza']));
  });
  afterAll(async () => {
    process.env = envPrima;
    await t?.close();
  });

  /** An invoice of two lines: 25,25 + 22% VAT (30,81) and 100,00 exempt N4: total 130,81, stamp 2,00. */
  const creaFattura = async (over: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(
        documentoFattura({
          righeDocumento: [rigaFattura(), rigaFattura({ codiceArticolo: 'ECG', descrizione: 'ELETTROCARDIOGRAMMA', prezzoUnitario: 100, idIva: FIXTURES.ivaEsente })],
          ...over,
        }),
      );
    expect(res.status).toBe(201);
    return res.body.data as Documento;
  };
  const notaCredito = (id: number, body: Record<string, unknown> = {}, utente = admin) => t.http.post(`/api/documenti/${id}/notacredito`).set(utente).send(body);
  const storia = async (id: number) =>
    ((await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(id) }).set(admin)).body.data.list as { modifiche: string }[]).map(
      (r) => r.modifiche,
    );
  const eventi = async (id: number) =>
    (await t.db.pool.query<{ event_type: string }>(`SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`fatture-${id}`])).rows.map(
      (r) => r.event_type,
    );

  it('credits the whole invoice: a TD04 document with its recipient, lines and totals, numbered by the credit notes numerator, linked both ways', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'TOTALE' });
    expect(fattura.totaleDocumento).toBe(130.81);

    const res = await notaCredito(fattura.id, { dataDocumento: '2026-03-20T10:00:00.000Z' });
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Nota di credito emessa');
    const nota = res.body.data as Documento;
    expect(nota.id).not.toBe(fattura.id);
    expect(nota).toMatchObject({
      tipoDocumentoDescrizione: 'NOTA DI CREDITO TEST',
      causaleDocumentoDescrizione: 'STORNO TEST',
      cognomeRagioneSoggetto: 'TOTALE',
      codiceFiscaleSoggetto: fattura.codiceFiscaleSoggetto,
      dataDocumento: '2026-03-20T10:00:00.000Z',
      totaleImponibileDocumento: 125.25,
      totaleImpostaDocumento: 5.56,
      totaleDocumento: 130.81,
      marcaBolloImporto: 2,
      fatturaCollegata: { id: fattura.id, numeroDocumento: fattura.numeroDocumento, dataDocumento: '2026-03-10T09:00:00.000Z' },
    });
    // same quantities and prices, amounts positive (TD04 already means a credit)
    expect(nota.righeDocumento.map((r) => [r.descrizione, r.quantita, r.prezzoUnitario, r.totaleRiga])).toEqual([
      ['VISITA MEDICO SPORTIVA AGONISTICA', 1, 25.25, 25.25],
      ['ELETTROCARDIOGRAMMA', 1, 100, 100],
    ]);
    // the credit note reads back the same, and the invoice is unchanged
    expect((await t.http.get(`/api/documenti/${nota.id}`).set(admin)).body.data.fatturaCollegata).toEqual(nota.fatturaCollegata);
    expect((await t.http.get(`/api/documenti/${fattura.id}`).set(admin)).body.data.totaleDocumento).toBe(130.81);

    const elenco = await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(admin);
    expect(elenco.status).toBe(200);
    expect(elenco.body.data).toEqual({
      noteCredito: [{ id: nota.id, numeroDocumento: nota.numeroDocumento, dataDocumento: '2026-03-20T10:00:00.000Z', totaleDocumento: 130.81 }],
      totale: 130.81,
      residuo: 0,
    });

    // both streams' history
    expect(await eventi(fattura.id)).toEqual(['FatturaCreata', 'RigaFatturaAggiunta', 'RigaFatturaAggiunta', 'TotaliFatturaRicalcolati', 'FatturaNumerata', 'NotaCreditoEmessa']);
    expect((await storia(fattura.id)).at(-1)).toBe(`Nota di credito n. ${nota.numeroDocumento} del 20/03/2026 emessa (totale 130,81 €)`);
    const creata = (await storia(nota.id))[0];
    expect(creata).toMatch(/^Fattura creata\n/);
    expect(creata).toContain(`Nota di credito della fattura n. ${fattura.numeroDocumento} del 10/03/2026`);
  });

  it('numbers the credit notes in their own gap-free series per year and structure, leaving the invoices’ alone', async () => {
    const a = await creaFattura({ cognomeRagioneSoggetto: 'SERIE A' });
    const b = await creaFattura({ cognomeRagioneSoggetto: 'SERIE B' });
    const prima = (await notaCredito(a.id, { dataDocumento: '2026-04-01T10:00:00.000Z' })).body.data as Documento;
    const seconda = (await notaCredito(b.id, { dataDocumento: '2026-04-02T10:00:00.000Z' })).body.data as Documento;
    expect(Number(seconda.numeroDocumento)).toBe(Number(prima.numeroDocumento) + 1);
    // a refused one takes no number
    expect((await notaCredito(a.id)).status).toBe(422);
    const terza = (await notaCredito((await creaFattura({ cognomeRagioneSoggetto: 'SERIE C' })).id, { dataDocumento: '2026-04-03T10:00:00.000Z' })).body.data as Documento;
    expect(Number(terza.numeroDocumento)).toBe(Number(seconda.numeroDocumento) + 1);
    // the invoices' numerator went on by itself
    const c = await creaFattura({ cognomeRagioneSoggetto: 'SERIE D' });
    expect(Number(c.numeroDocumento)).toBe(Number(b.numeroDocumento) + 2);
    const numeratori = await t.db.pool.query(`SELECT codice, anno, codice_struttura, valore::int AS valore FROM numeratori WHERE codice = 'TNC' AND codice_struttura = 'STR1' AND anno = 2026`);
    expect(numeratori.rows).toEqual([{ codice: 'TNC', anno: 2026, codice_struttura: 'STR1', valore: Number(terza.numeroDocumento) }]);
    // another year starts again from 1
    const nuovoAnno = (await notaCredito((await creaFattura({ cognomeRagioneSoggetto: 'SERIE E' })).id, { dataDocumento: '2027-01-05T10:00:00.000Z' })).body.data as Documento;
    expect(nuovoAnno.numeroDocumento).toBe('1');
  });

  it('credits some lines: only those, with their totals; then the residual rule refuses what would credit more than is left', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'PARZIALE' });
    const prima = await notaCredito(fattura.id, { righe: [2] });
    expect(prima.status).toBe(201);
    const nota = prima.body.data as Documento;
    expect(nota.righeDocumento.map((r) => r.descrizione)).toEqual(['ELETTROCARDIOGRAMMA']);
    expect([nota.totaleImponibileDocumento, nota.totaleImpostaDocumento, nota.totaleDocumento, nota.marcaBolloImporto]).toEqual([100, 0, 100, 2]);

    const troppo = await notaCredito(fattura.id, {});
    expect(troppo.status).toBe(422);
    expect(troppo.body.messaggio).toBe('Importo da stornare superiore al residuo della fattura (residuo 30,81 €)');
    expect((await notaCredito(fattura.id, { righe: [2] })).body.messaggio).toBe('Importo da stornare superiore al residuo della fattura (residuo 30,81 €)');

    const seconda = await notaCredito(fattura.id, { righe: [1] });
    expect(seconda.status).toBe(201);
    expect((seconda.body.data as Documento).totaleDocumento).toBe(30.81);
    const elenco = (await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(admin)).body.data;
    expect(elenco.noteCredito.map((n: { totaleDocumento: number }) => n.totaleDocumento)).toEqual([100, 30.81]);
    expect([elenco.totale, elenco.residuo]).toEqual([130.81, 0]);
    expect((await notaCredito(fattura.id, { righe: [1] })).body.messaggio).toBe('Importo da stornare superiore al residuo della fattura (residuo 0,00 €)');
    expect((await eventi(fattura.id)).filter((e) => e === 'NotaCreditoEmessa')).toHaveLength(2);
  });

  it('a credit note corrected in the editor may not credit more than its invoice has left (its own total aside)', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'CORRETTA' });
    const nota = (await notaCredito(fattura.id, { righe: [2] })).body.data as Documento & { versione: number };
    const salva = (quantita: number) =>
      t.http
        .put(`/api/documenti/${nota.id}`)
        .set(admin)
        .send({ ...nota, righeDocumento: nota.righeDocumento.map((r) => ({ ...r, quantita })) });
    const troppo = await salva(2);
    expect([troppo.status, troppo.body.messaggio]).toEqual([422, 'Importo da stornare superiore al residuo della fattura (residuo 130,81 €)']);
    const meno = await salva(0.5);
    expect(meno.status).toBe(200);
    expect(meno.body.data.totaleDocumento).toBe(50);
    expect(meno.body.data.fatturaCollegata).toEqual(nota.fatturaCollegata);
    expect((await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(admin)).body.data).toMatchObject({ totale: 50, residuo: 80.81 });
  });

  it('refuses in Italian, writing nothing: a credit note of a credit note, lines out of range or none, a date before the invoice, a bad body', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'RIFIUTI' });
    const nota = (await notaCredito(fattura.id, { righe: [1] })).body.data as Documento;
    const prima = await t.db.pool.query(`SELECT count(*)::int AS n FROM events`);

    const casi: [number, Record<string, unknown>, number, string][] = [
      [nota.id, {}, 422, `Il documento n. ${nota.numeroDocumento} è una nota di credito: non si può stornare con un'altra nota di credito`],
      [fattura.id, { righe: [] }, 422, 'Righe: scegliere almeno una riga da stornare'],
      [fattura.id, { righe: [3, 0] }, 422, `Righe: la riga 3 non esiste (la fattura n. ${fattura.numeroDocumento} ha 2 righe)#Righe: la riga 0 non esiste (la fattura n. ${fattura.numeroDocumento} ha 2 righe)#`],
      [fattura.id, { righe: [2, 2] }, 422, 'Righe: la riga 2 è indicata più volte#'],
      [fattura.id, { dataDocumento: '2026-03-09T10:00:00.000Z' }, 422, `Data Documento: la nota di credito non può precedere la fattura n. ${fattura.numeroDocumento} del 10/03/2026`],
      [fattura.id, { righe: ['uno'] }, 400, 'Il campo Righe deve contenere numeri di riga interi'],
      [fattura.id, { righe: 2 }, 400, 'Il campo Righe deve essere un elenco di numeri di riga'],
      [fattura.id, { dataDocumento: 'ieri' }, 400, 'La Data Documento non è una data valida'],
      [999999, {}, 404, 'Fattura 999999 non trovata'],
    ];
    for (const [id, body, status, messaggio] of casi) {
      const res = await notaCredito(id, body);
      expect([id, body, res.status, res.body.messaggio]).toEqual([id, body, status, expect.stringContaining(messaggio)]);
    }
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n).toBe(prima.rows[0].n);
  });

  it('works on an exported (locked) invoice as on any other', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'ESPORTATA' });
    const xml = await t.http.get(`/api/documenti/fatturaelettronica/${fattura.id}`).set(admin);
    expect(xml.status).toBe(200);
    const res = await notaCredito(fattura.id);
    expect(res.status).toBe(201);
    expect((await eventi(fattura.id)).slice(-2)).toEqual(['FatturaElettronicaEsportata', 'NotaCreditoEmessa']);
    // the credit note's own electronic invoice downloads: TD04 linked to the invoice
    const suo = await t.http.get(`/api/documenti/fatturaelettronica/${res.body.data.id}`).set(admin).buffer(true);
    expect(suo.status).toBe(200);
    // a patient's credit note never goes to the SDI, like the patient's invoice
    expect(suo.headers['x-destinatario-privato']).toBe('true');
    const testo = suo.text;
    expect(testo).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(testo).toMatch(new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${fattura.numeroDocumento}</IdDocumento>\\s*<Data>2026-03-10</Data>\\s*</DatiFattureCollegate>`));
  });

  it('with an Idempotency-Key: a repeat answers the same credit note and writes nothing; the same key for another invoice is refused', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'IDEMPOTENTE' });
    const altra = await creaFattura({ cognomeRagioneSoggetto: 'IDEMPOTENTE ALTRA' });
    const chiave = randomUUID();
    const primo = await notaCredito(fattura.id).set('Idempotency-Key', chiave).send({ righe: [1] });
    const ripetuto = await notaCredito(fattura.id).set('Idempotency-Key', chiave).send({ righe: [1] });
    expect([primo.status, ripetuto.status]).toEqual([201, 201]);
    expect(ripetuto.body.data.id).toBe(primo.body.data.id);
    expect((await eventi(fattura.id)).filter((e) => e === 'NotaCreditoEmessa')).toHaveLength(1);
    const perAltra = await notaCredito(altra.id).set('Idempotency-Key', chiave).send({ righe: [1] });
    expect([perAltra.status, perAltra.body.messaggio]).toEqual([422, 'Chiave di idempotenza già usata con dati diversi']);
    expect(await eventi(altra.id)).not.toContain('NotaCreditoEmessa');
  });

  it('two credit notes of the whole invoice at once: one is issued, the other refused, one number taken', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'CONCORRENTI' });
    const numeratore = async () =>
      (await t.db.pool.query<{ v: number }>(`SELECT coalesce(sum(valore), 0)::int AS v FROM numeratori WHERE codice = 'TNC'`)).rows[0].v;
    const prima = await numeratore();
    const risposte = await Promise.all([notaCredito(fattura.id), notaCredito(fattura.id)]);
    const stati = risposte.map((r) => r.status).sort();
    expect(stati[0]).toBe(201);
    // the second met the first on the invoice's stream (409) or, after it, read no residual left (422)
    expect([409, 422]).toContain(stati[1]);
    expect(risposte.find((r) => r.status !== 201)?.body.messaggio).toEqual(expect.any(String));
    expect((await eventi(fattura.id)).filter((e) => e === 'NotaCreditoEmessa')).toHaveLength(1);
    expect((await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(admin)).body.data.noteCredito).toHaveLength(1);
    expect(await numeratore()).toBe(prima + 1);
  });

  it('403 without fatturazione modifica (and the list of credit notes without visualizza)', async () => {
    const fattura = await creaFattura({ cognomeRagioneSoggetto: 'PERMESSI' });
    expect((await notaCredito(fattura.id, {}, lettore)).status).toBe(403);
    expect((await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(lettore)).status).toBe(200);
    const operatore = bearer(await t.login('operatore'));
    expect((await t.http.get(`/api/documenti/${fattura.id}/notecredito`).set(operatore)).status).toBe(403);
    expect(await eventi(fattura.id)).not.toContain('NotaCreditoEmessa');
    expect((await t.http.get('/api/documenti/999999/notecredito').set(admin)).status).toBe(404);
  });
});
