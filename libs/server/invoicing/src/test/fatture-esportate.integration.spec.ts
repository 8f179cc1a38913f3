import { createHash } from 'node:crypto';
import { inTransaction, PostgresEventStore } from '@registro/server-event-store';
import { readZipEntries } from '@registro/server-platform';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import type { Response } from 'supertest';
import { fatturaAggregate } from '../lib/fatture/domain/fattura.aggregate';
import type { FatturaEvent } from '../lib/fatture/domain/fattura.events';
import { FATTURAPA_XSD_DIR, officialVerifier } from './fatturapa-standards';
import { documentoFattura, insertFattureFixtures, rigaFattura } from './fatture-fixtures';

jest.setTimeout(180_000);

const GIA_ESPORTATA = 'Fattura già esportata: per correggerla emettere una nota di credito';
const GIA_CONSEGNATA = 'Fattura già consegnata dallo SDI: per correggerla emettere una nota di credito';
const NOME_SDI = /^IT12345678903_[0-9A-Z]{5}\.xml$/;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const binario = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parti: Buffer[] = [];
  res.on('data', (c: Buffer) => parti.push(c));
  res.on('end', () => cb(null, Buffer.concat(parti)));
};
const nomeAllegato = (res: Response) => /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];

/**
 * Issue 26, issued invoices after export, through the real api and PostgreSQL: every download
 * recorded with its SDI name, progressivo and hash (fatture_esportazioni); the lock; the reopening;
 * ?nomeSdi=true; the zip for an intermediary.
 */
describe('exported invoices: lock, reopen, SDI names, zip (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let operatore: { Authorization: string };
  let contabile: { Authorization: string };
  const { validator, verifier } = officialVerifier();
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
    operatore = bearer(await t.login('operatore'));
    // edits invoices, may not reopen them
    contabile = bearer(await loginWith(t, 'contabile', ['fatturazione/visualizza', 'fatturazione/modifica']));
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await validator.close();
    await t?.close();
  });

  const crea = async (cognome: string, azienda = true) => {
    const res = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(
        documentoFattura(
          azienda
            ? { cognomeRagioneSoggetto: cognome, nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897', codiceDestinatario: 'ABC1234',
                righeDocumento: [rigaFattura(), { descrizione: '' }] }
            : { cognomeRagioneSoggetto: cognome },
        ),
      );
    expect([res.status, res.body.messaggio]).toEqual([201, 'Salvataggio avvenuto con successo']);
    return res.body.data as { id: number; numeroDocumento: string };
  };
  const scarica = (id: number, query: Record<string, string> = {}) =>
    t.http.get(`/api/documenti/fatturaelettronica/${id}`).query(query).set(admin).buffer(true).parse(binario);
  const apri = async (id: number) => (await t.http.get(`/api/documenti/${id}`).set(admin)).body.data as Record<string, unknown> & { versione: number };
  const esportazioni = async (id: number) =>
    (await t.db.pool.query(`SELECT nome_file, nome_file_sdi, progressivo_invio, sha256 FROM fatture_esportazioni WHERE id_fattura = $1 ORDER BY esportata_il`, [id])).rows;
  const eventi = async (id: number) =>
    (await t.db.pool.query(`SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`fatture-${id}`])).rows.map((r) => r.event_type as string);
  const storia = async (id: number) =>
    ((await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(id) }).set(admin)).body.data.list as { modifiche: string }[]).map(
      (r) => r.modifiche,
    );
  const riapri = (id: number, body: unknown, chi = admin) => t.http.post(`/api/documenti/${id}/riapri`).set(chi).send(body as object);
  const registraStatoSdi = async (id: number, stato: 'CONSEGNATA' | 'SCARTATA', nomeFileFattura: string) => {
    const store = t.app.get(PostgresEventStore);
    await inTransaction(t.db.pool, (tx) =>
      store.handleCommand(tx, `fatture-${id}`, fatturaAggregate, (): FatturaEvent[] => [{
        type: 'StatoSdiRegistrato',
        data: { tipo: stato === 'CONSEGNATA' ? 'RC' : 'NS', stato, identificativoSdi: '111', dataOra: '2026-03-11T10:00:00.000Z', nomeFileFattura,
          nomeFileRicevuta: `${nomeFileFattura.replace('.xml', '')}_RC_001.xml`, sha256Ricevuta: sha256(Buffer.from(`${id}${stato}`)) },
      }], { metadata: {}, expectedVersion: 'any' }),
    );
  };

  it('a download records the spec name, the SDI name, its progressivo (also in the XML) and the SHA-256 of the bytes answered', async () => {
    const { id, numeroDocumento } = await crea('PRIMA ESPORTAZIONE SPA');
    const res = await scarica(id);
    expect(res.status).toBe(200);
    const xml = res.body as Buffer;
    expect(nomeAllegato(res)).toBe(`${numeroDocumento}_10-03-2026.xml`);
    const [riga, ...altre] = await esportazioni(id);
    expect(altre).toEqual([]);
    expect(riga.nome_file).toBe(`${numeroDocumento}_10-03-2026.xml`);
    expect(riga.nome_file_sdi).toMatch(NOME_SDI);
    expect(riga.nome_file_sdi).toBe(`IT12345678903_${riga.progressivo_invio}.xml`);
    expect(riga.sha256).toBe(sha256(xml));
    expect(xml.toString('utf8')).toContain(`<ProgressivoInvio>${riga.progressivo_invio}</ProgressivoInvio>`);
    expect(xml.toString('utf8')).toContain('<IdCodice>12345678903</IdCodice>');
    expect(await verifier.problemi(xml.toString('utf8'))).toEqual([]);
    expect((await storia(id)).some((r) => r.includes(`nome SDI ${riga.nome_file_sdi}`))).toBe(true);
    // the GET reads the lock from the document
    expect((await apri(id))['esportata']).toBe(true);
  });

  it('locked: the same bytes again, same progressivo, one row; ?nomeSdi=true names it as the SDI requires', async () => {
    const { id } = await crea('RIPETUTA SPA');
    const prima = await scarica(id);
    const seconda = await scarica(id);
    const sdi = await scarica(id, { nomeSdi: 'true' });
    expect([prima.status, seconda.status, sdi.status]).toEqual([200, 200, 200]);
    expect((seconda.body as Buffer).equals(prima.body as Buffer)).toBe(true);
    expect((sdi.body as Buffer).equals(prima.body as Buffer)).toBe(true);
    const righe = await esportazioni(id);
    expect(righe).toHaveLength(1);
    expect(nomeAllegato(sdi)).toBe(righe[0].nome_file_sdi);
    expect(sha256(sdi.body as Buffer)).toBe(righe[0].sha256);
    // each download stays in the history
    expect((await eventi(id)).filter((e) => e === 'FatturaElettronicaEsportata')).toHaveLength(3);
    expect((await t.http.get(`/api/documenti/fatturaelettronica/${id}`).query({ nomeSdi: 'forse' }).set(admin)).body.messaggio).toBe(
      'Il parametro nomeSdi deve essere true o false#',
    );
  });

  it('two first downloads at once: one export, one progressivo, the same bytes to both', async () => {
    const { id } = await crea('SIMULTANEA SPA');
    const [uno, due] = await Promise.all([scarica(id), scarica(id, { nomeSdi: 'true' })]);
    expect([uno.status, due.status]).toEqual([200, 200]);
    expect((uno.body as Buffer).equals(due.body as Buffer)).toBe(true);
    expect(await esportazioni(id)).toHaveLength(1);
  });

  it('progressivi are taken one after the other per transmitter; a refused export takes none', async () => {
    const a = await crea('PROGRESSIVO A SPA');
    const b = await crea('PROGRESSIVO B SPA');
    const c = await crea('PROGRESSIVO C SPA');
    expect((await scarica(a.id)).status).toBe(200);
    // what only the XSD refuses (a number over 20 characters), found after the progressivo is taken
    await t.db.pool.query(`UPDATE fatture SET documento = jsonb_set(documento, '{numeroDocumento}', '"123456789012345678901"') WHERE id = $1`, [b.id]);
    const rifiutata = await scarica(b.id);
    expect(rifiutata.status).toBe(422);
    expect(await esportazioni(b.id)).toEqual([]);
    expect(await eventi(b.id)).not.toContain('FatturaElettronicaEsportata');
    expect((await scarica(c.id)).status).toBe(200);
    const [pa] = await esportazioni(a.id);
    const [pc] = await esportazioni(c.id);
    expect(parseInt(pc.progressivo_invio, 36)).toBe(parseInt(pa.progressivo_invio, 36) + 1);
  });

  it('an exported invoice cannot be saved: 409 and nothing written, the versione unchanged', async () => {
    const { id } = await crea('BLOCCATA SPA');
    expect((await scarica(id)).status).toBe(200);
    const aperta = await apri(id);
    const prima = await eventi(id);
    for (const modifiche of [{ indirizzoSoggetto: 'VIA NUOVA 1' }, { righeDocumento: [rigaFattura({ quantita: 2 })] }, { dataDocumento: '2026-03-11T09:00:00.000Z' }, {}]) {
      const res = await t.http.put(`/api/documenti/${id}`).set(admin).send({ ...aperta, ...modifiche });
      expect([res.status, res.body.messaggio]).toEqual([409, GIA_ESPORTATA]);
    }
    // even a body the save would refuse: the lock comes first
    expect((await t.http.put(`/api/documenti/${id}`).set(admin).send({ ...aperta, capSoggetto: 'X' })).body.messaggio).toBe(GIA_ESPORTATA);
    expect(await eventi(id)).toEqual(prima);
    const dopo = await apri(id);
    expect(dopo.versione).toBe(aperta.versione);
    expect(dopo['indirizzoSoggetto']).toBe(aperta['indirizzoSoggetto']);
    // printing still works
    expect((await scarica(id)).status).toBe(200);
  });

  it('reopening: its own permission, a motivo, only when exported; then editable, in the history, and the next download is a new export', async () => {
    const { id } = await crea('RIAPERTA SPA');
    expect([(await riapri(id, { motivo: 'prova' })).status, (await riapri(id, { motivo: 'prova' })).body.messaggio]).toEqual([409, 'La fattura non è esportata']);
    const prima = await scarica(id);
    const [esportazione] = await esportazioni(id);

    expect((await riapri(id, { motivo: 'prova' }, operatore)).status).toBe(403);
    expect((await riapri(id, { motivo: 'prova' }, contabile)).status).toBe(403);
    expect((await riapri(id, {})).body.messaggio).toBe('Il campo Motivo è obbligatorio#');
    expect((await riapri(id, { motivo: '   ' })).body.messaggio).toBe('Il campo Motivo è obbligatorio#');
    expect((await riapri(id, { motivo: 'x'.repeat(501) })).body.messaggio).toBe('Il campo Motivo deve contenere al massimo 500 caratteri#');
    expect((await riapri(id, { motivo: 12 })).body.messaggio).toBe('Il campo Motivo deve essere un testo#');
    expect((await riapri(id, { motivo: { testo: 'x' } })).body.messaggio).toBe('Il campo Motivo deve essere un testo#');
    expect((await riapri(id, { motivo: 'ok', altro: 1 })).status).toBe(400);
    expect(await eventi(id)).not.toContain('FatturaRiaperta');

    const ok = await riapri(id, { motivo: '  Codice destinatario errato  ' });
    expect([ok.status, ok.body.messaggio]).toEqual([200, 'Fattura riaperta']);
    expect(ok.body.data.esportata).toBe(false);
    expect(await storia(id)).toContain('Fattura riaperta: Codice destinatario errato');

    const aperta = await apri(id);
    const salvata = await t.http.put(`/api/documenti/${id}`).set(contabile).send({ ...aperta, codiceDestinatario: 'XYZ9876' });
    expect([salvata.status, salvata.body.messaggio]).toEqual([200, 'Salvataggio avvenuto con successo']);

    const dopo = await scarica(id, { nomeSdi: 'true' });
    expect(dopo.status).toBe(200);
    expect((dopo.body as Buffer).toString('utf8')).toContain('<CodiceDestinatario>XYZ9876</CodiceDestinatario>');
    const righe = await esportazioni(id);
    expect(righe).toHaveLength(2);
    expect(righe[0]).toEqual(esportazione);
    expect(righe[1].progressivo_invio).not.toBe(esportazione.progressivo_invio);
    expect(nomeAllegato(dopo)).toBe(righe[1].nome_file_sdi);
    expect(righe[1].sha256).toBe(sha256(dopo.body as Buffer));
    expect(righe[1].sha256).not.toBe(sha256(prima.body as Buffer));
    expect(await verifier.problemi((dopo.body as Buffer).toString('utf8'))).toEqual([]);
    // locked again
    expect((await t.http.put(`/api/documenti/${id}`).set(admin).send(await apri(id))).status).toBe(409);
  });

  it('delivered by the SDI: no reopening (a credit note corrects it); rejected (scartata): reopened', async () => {
    const consegnata = await crea('CONSEGNATA SPA');
    expect((await scarica(consegnata.id)).status).toBe(200);
    await registraStatoSdi(consegnata.id, 'CONSEGNATA', (await esportazioni(consegnata.id))[0].nome_file_sdi);
    const rifiuto = await riapri(consegnata.id, { motivo: 'errore' });
    expect([rifiuto.status, rifiuto.body.messaggio]).toEqual([409, GIA_CONSEGNATA]);
    // the receipts and the downloads still work on it
    expect((await scarica(consegnata.id)).status).toBe(200);

    const scartata = await crea('SCARTATA SPA');
    expect((await scarica(scartata.id)).status).toBe(200);
    await registraStatoSdi(scartata.id, 'SCARTATA', (await esportazioni(scartata.id))[0].nome_file_sdi);
    expect((await riapri(scartata.id, { motivo: 'Scartata dallo SDI' })).status).toBe(200);
  });

  describe('POST documenti/fatturaelettronica/zip', () => {
    const zip = (body: unknown) => t.http.post('/api/documenti/fatturaelettronica/zip').set(admin).send(body as object).buffer(true).parse(binario);
    const json = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8')) as { messaggio: string; rifiutate?: unknown[] };
    const leggi = (contenuto: Buffer) =>
      readZipEntries(contenuto, { voci: 1000, nonCompressiTotali: 50 * 1024 * 1024, rapportoCompressione: 1000, byteMassimiVoce: 10 * 1024 * 1024 });

    it('by ids: each invoice under its SDI name, the bytes recorded, a locked one as it was exported', async () => {
      const a = await crea('ZIP UNO SPA');
      const b = await crea('ZIP DUE SPA');
      const gia = await scarica(a.id);
      const res = await zip({ ids: [a.id, b.id, a.id] });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(nomeAllegato(res)).toMatch(/^fatture-sdi-\d{2}-\d{2}-\d{4}\.zip$/);
      const voci = await leggi(res.body as Buffer);
      const [ra] = await esportazioni(a.id);
      const [rb] = await esportazioni(b.id);
      expect(voci.map((v) => v.nome).sort()).toEqual([ra.nome_file_sdi, rb.nome_file_sdi].sort());
      for (const v of voci) {
        expect(v.nome).toMatch(NOME_SDI);
        const riga = v.nome === ra.nome_file_sdi ? ra : rb;
        expect(sha256(v.contenuto)).toBe(riga.sha256);
        expect(await verifier.problemi(v.contenuto.toString('utf8'))).toEqual([]);
      }
      expect(voci.find((v) => v.nome === ra.nome_file_sdi)?.contenuto.equals(gia.body as Buffer)).toBe(true);
    });

    it('all or nothing: an invoice failing its checks, a private recipient or an unknown id is named in a 422 and nothing is recorded', async () => {
      const buona = await crea('ZIP BUONA SPA');
      const cattiva = await crea('ZIP CATTIVA SPA');
      const privata = await crea('ZIP PRIVATA', false);
      await t.db.pool.query(`UPDATE fatture SET documento = jsonb_set(documento, '{numeroDocumento}', '"123456789012345678901"') WHERE id = $1`, [cattiva.id]);
      const contatore = async () => (await t.db.pool.query(`SELECT ultimo FROM fatture_progressivi_invio WHERE id_codice = '12345678903'`)).rows[0]?.ultimo;
      const primaContatore = await contatore();

      const res = await zip({ ids: [buona.id, cattiva.id] });
      expect(res.status).toBe(422);
      const corpo = json(res);
      expect(corpo.messaggio).toBe(`Fattura n. ${cattiva.numeroDocumento}: Dati della fattura non conformi al tracciato FatturaPA: Numero Documento#`);
      expect(corpo.rifiutate).toEqual([{ id: cattiva.id, numeroDocumento: cattiva.numeroDocumento, messaggio: 'Dati della fattura non conformi al tracciato FatturaPA: Numero Documento' }]);
      expect(await esportazioni(buona.id)).toEqual([]);
      expect(await eventi(buona.id)).not.toContain('FatturaElettronicaEsportata');
      expect(await contatore()).toBe(primaContatore);

      const conPrivata = await zip({ ids: [buona.id, privata.id, 999_999] });
      expect(conPrivata.status).toBe(422);
      expect(json(conPrivata).messaggio).toBe(
        `Fattura n. ${privata.numeroDocumento}: destinatario privato, la fattura non va inviata allo SDI#Fattura 999999: non trovata#`,
      );
      expect(await esportazioni(buona.id)).toEqual([]);
    });

    it("by the list's filters: private recipients left out silently", async () => {
      const a = await crea('FILTRO ZIP ALFA SPA');
      const privata = await crea('FILTRO ZIP PRIVATA', false);
      const res = await zip({ filtri: { cognomeRagioneSoggetto: 'filtro zip', dataDal: '2026-03-10', dataAl: '2026-03-10' } });
      expect(res.status).toBe(200);
      const voci = await leggi(res.body as Buffer);
      expect(voci.map((v) => v.nome)).toEqual([(await esportazioni(a.id))[0].nome_file_sdi]);
      expect(await eventi(privata.id)).not.toContain('FatturaElettronicaEsportata');

      const nessuna = await zip({ filtri: { cognomeRagioneSoggetto: 'nessuno si chiama così' } });
      expect([nessuna.status, json(nessuna).messaggio]).toEqual([422, 'Nessuna fattura da inviare allo SDI tra quelle scelte']);
    });

    it('bad requests: 400 in Italian, more than 500 invoices 422, 403 without the permission', async () => {
      expect(json(await zip({})).messaggio).toBe('Indicare le fatture: il campo ids o il campo filtri');
      expect(json(await zip({ ids: [] })).messaggio).toBe('Il campo ids è vuoto: scegliere almeno una fattura');
      expect((await zip({ ids: ['a'] })).status).toBe(400);
      expect((await zip({ ids: 'tutte' })).status).toBe(400);
      expect((await zip({ filtri: { nonEsiste: 1 } })).status).toBe(400);
      expect((await zip({ filtri: { dataDal: 'ieri' } })).status).toBe(400);
      const troppe = await zip({ ids: Array.from({ length: 501 }, (_, i) => i + 1) });
      expect([troppe.status, json(troppe).messaggio]).toEqual([422, 'Troppe fatture per uno zip: 501, al massimo 500; restringere i filtri o la selezione']);
      expect((await t.http.post('/api/documenti/fatturaelettronica/zip').set(operatore).send({ ids: [1] })).status).toBe(403);
    });
  });
});
