import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildProjection } from '@registro/server-event-store';
import { bearer, createTestApp, firmaP7m, testZip, zipWithEntryName, type TestApp } from '@registro/server-testing';
import { fattureProjection } from '../lib/fatture/projections/fatture.projection';
import { STANDARDS } from './fatturapa-standards';
import { insertFattureFixtures, documentoFattura, rigaFattura } from './fatture-fixtures';

jest.setTimeout(180_000);

const SAMPLES = join(STANDARDS, 'fatturapa/sdi/samples');
const campione = (tipo: string) => readFileSync(join(SAMPLES, `IT01234567890_11111_${tipo}_001.xml`), 'utf8');

interface Esportazione {
  id: number;
  numeroDocumento: string;
  nomeFileSdi: string;
  sha256: string;
}

/**
 * The official sample of a receipt made about an export: its (first, top-level) NomeFile is the
 * export's SDI name as an intermediary signs it (`.xml.p7m`), its IdentificativoSdI the one given.
 */
function ricevuta(tipo: string, nomeFile: string, identificativo = '111', cambia: (xml: string) => string = (x) => x): Buffer {
  const xml = campione(tipo)
    .replace(/<NomeFile>[^<]*<\/NomeFile>/, `<NomeFile>${nomeFile}.p7m</NomeFile>`)
    .replace(/<IdentificativoSdI>111<\/IdentificativoSdI>/g, `<IdentificativoSdI>${identificativo}</IdentificativoSdI>`);
  return Buffer.from(cambia(xml));
}

/**
 * POST /api/documenti/notifichesdi on the real api and PostgreSQL: receipts of exported invoices
 * (the official samples of ../shared/standards/fatturapa/sdi/samples, made about the test's own
 * exports), signed, zipped, twice, hostile; the state in the list and the timeline.
 * The receipts are validated with the product's own schema folder (reference-data), which holds MessaggiTypes.
 */
describe('SDI receipts (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let operatore: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    await t.db.pool.query(
      `UPDATE strutture SET partita_iva = '12345678903', codice_fiscale = '12345678903', regime_fiscale = 'RF01', indirizzo = 'VIA ROMA', numero_civico = '1',
         cap = '35031', comune = 'ABANO TERME', provincia = 'PD', nazione = 'IT', cf_proprietario = 'RSSMRA80A01H501U' WHERE codice_struttura = 'STR1'`,
    );
    admin = bearer(await t.login('admin'));
    operatore = bearer(await t.login('operatore'));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A company invoice saved and downloaded as XML with its SDI name. */
  const esportata = async (): Promise<Esportazione> => {
    const creata = await t.http
      .post('/api/documenti')
      .set(admin)
      .send(documentoFattura({ cognomeRagioneSoggetto: 'AZIENDA CLIENTE SPA', nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897', codiceDestinatario: 'ABC1234', righeDocumento: [rigaFattura(), { descrizione: '' }] }));
    expect(creata.status).toBe(201);
    const { id, numeroDocumento } = creata.body.data as { id: number; numeroDocumento: string };
    const xml = await t.http.get(`/api/documenti/fatturaelettronica/${id}`).query({ nomeSdi: 'true' }).set(admin);
    expect(xml.status).toBe(200);
    const { rows } = await t.db.pool.query<{ nome_file_sdi: string; sha256: string }>('SELECT nome_file_sdi, sha256 FROM fatture_esportazioni WHERE id_fattura = $1', [id]);
    expect(xml.headers['content-disposition']).toContain(rows[0].nome_file_sdi);
    return { id, numeroDocumento, nomeFileSdi: rows[0].nome_file_sdi, sha256: rows[0].sha256 };
  };

  const carica = (...files: [Buffer, string][]) => {
    const req = t.http.post('/api/documenti/notifichesdi').set(admin);
    for (const [contenuto, nome] of files) req.attach('file', contenuto, nome);
    return req;
  };

  const eventiSdi = async (id: number) =>
    (await t.db.pool.query<{ event_type: string }>(`SELECT event_type FROM events WHERE stream_id = $1 AND event_type = 'StatoSdiRegistrato'`, [`fatture-${id}`])).rows.length;

  const statoInElenco = async (id: number, numeroDocumento: string) => {
    const res = await t.http.get('/api/documenti').query({ numeroDocumento }).set(admin);
    expect(res.status).toBe(200);
    return (res.body.data.list as { id: number; statoSdi: string | null }[]).find((r) => r.id === id)?.statoSdi;
  };

  it('a new company invoice is Da inviare, exported it is Inviata; a private person\'s has no SDI state', async () => {
    const creata = await t.http.post('/api/documenti').set(admin).send(documentoFattura({ cognomeRagioneSoggetto: 'DITTA NUOVA SRL', nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897', codiceDestinatario: 'ABC1234' }));
    const { id, numeroDocumento } = creata.body.data;
    expect(await statoInElenco(id, numeroDocumento)).toBe('DA_INVIARE');
    const e = await esportata();
    expect(await statoInElenco(e.id, e.numeroDocumento)).toBe('INVIATA');
    const privata = await t.http.post('/api/documenti').set(admin).send(documentoFattura());
    expect(await statoInElenco(privata.body.data.id, privata.body.data.numeroDocumento)).toBeNull();
  });

  it.each([
    ['RC', 'CONSEGNATA'],
    ['MC', 'NON_CONSEGNATA'],
    ['NS', 'SCARTATA'],
    ['NE', 'ACCETTATA'],
    ['DT', 'DECORRENZA_TERMINI'],
    ['AT', 'NON_CONSEGNATA'],
  ])('the sample %s is recorded on the invoice it names: %s in the list and in the timeline', async (tipo, stato) => {
    const e = await esportata();
    const nome = `IT01234567890_11111_${tipo}_001.xml`;
    const res = await carica([ricevuta(tipo, e.nomeFileSdi), nome]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ registrate: [{ file: nome, idDocumento: e.id, numeroDocumento: e.numeroDocumento, stato, tipo }], rifiutate: [], giaRegistrate: [] });
    expect(res.body.messaggio).toBe('1 ricevuta registrata');
    expect(await statoInElenco(e.id, e.numeroDocumento)).toBe(stato);
    const filtrata = await t.http.get('/api/documenti').query({ statoSdi: stato }).set(admin);
    expect((filtrata.body.data.list as { id: number }[]).map((r) => r.id)).toContain(e.id);
    expect((filtrata.body.data.list as { statoSdi: string }[]).every((r) => r.statoSdi === stato)).toBe(true);

    const cronologia = await t.http.get(`/api/documenti/${e.id}/sdi`).set(admin);
    expect(cronologia.status).toBe(200);
    expect(cronologia.body.data.statoSdi).toBe(stato);
    const [esportazione, voce] = cronologia.body.data.voci;
    expect(esportazione).toMatchObject({ tipo: 'ESPORTAZIONE', stato: 'INVIATA', nomeFile: e.nomeFileSdi });
    expect(voce).toMatchObject({ tipo: 'RICEVUTA', stato, tipoRicevuta: tipo, identificativoSdi: '111', nomeFile: nome });
    if (tipo === 'RC') expect(voce.dataOra).toBe('2013-06-06T12:01:00.000Z');
    if (tipo === 'AT') expect(voce.note).toContain('attestazione di avvenuta trasmissione');
    if (tipo === 'NS')
      expect(voce.errori).toEqual([
        { codice: '00100', descrizione: 'Certificato di firma scaduto', suggerimento: expect.stringContaining('certificato') },
      ]);
  });

  it('an NE with EC02 is Rifiutata, with the buyer\'s words in the timeline', async () => {
    const e = await esportata();
    const res = await carica([ricevuta('NE', e.nomeFileSdi, '112', (x) => x.replace('<Esito>EC01</Esito>', '<Esito>EC02</Esito>').replace('<Descrizione>Notifica di esempio</Descrizione>', '<Descrizione>Importo errato</Descrizione>')), 'ne.xml']);
    expect(res.status).toBe(200);
    expect(res.body.data.registrate[0].stato).toBe('RIFIUTATA');
    const cronologia = await t.http.get(`/api/documenti/${e.id}/sdi`).set(admin);
    expect(cronologia.body.data.voci.at(-1)).toMatchObject({ stato: 'RIFIUTATA', note: 'Importo errato' });
  });

  it('an NS explains the frequent codes in Italian and keeps the SDI\'s own words for an unknown one', async () => {
    const e = await esportata();
    const errori = '<Errore><Codice>00404</Codice><Descrizione>Fattura duplicata</Descrizione></Errore><Errore><Codice>00311</Codice><Descrizione>1.1.4 CodiceDestinatario non valido</Descrizione></Errore><Errore><Codice>00999</Codice><Descrizione>Errore mai visto</Descrizione></Errore>';
    const ns = ricevuta('NS', e.nomeFileSdi, '113', (x) => x.replace(/<ListaErrori>[\s\S]*<\/ListaErrori>/, `<ListaErrori>${errori}</ListaErrori>`));
    expect((await carica([ns, 'ns.xml'])).status).toBe(200);
    const voce = (await t.http.get(`/api/documenti/${e.id}/sdi`).set(admin)).body.data.voci.at(-1);
    expect(voce.errori).toEqual([
      { codice: '00404', descrizione: 'Fattura duplicata', suggerimento: expect.stringMatching(/^Fattura duplicata: .*Non va reinviata/) },
      { codice: '00311', descrizione: '1.1.4 CodiceDestinatario non valido', suggerimento: expect.stringContaining('Codice Destinatario') },
      { codice: '00999', descrizione: 'Errore mai visto' },
    ]);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(e.id) }).set(admin);
    const righe = (storia.body.data.list as { modifiche: string }[]).map((r) => r.modifiche);
    expect(righe.at(-1)).toMatch(/^Notifica di scarto dallo SDI \(identificativo 113\)\nStato SDI: Scartata\nData: 06\/06\/2013 14:00\n/);
    expect(righe.at(-1)).toContain('Errore 00404: Fattura duplicata');
  });

  it('the history tells a receipt of delivery as a sentence', async () => {
    const e = await esportata();
    await carica([ricevuta('RC', e.nomeFileSdi, '114'), 'rc.xml']);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'fatture', idRisorsa: String(e.id) }).set(admin);
    const righe = (storia.body.data.list as { modifiche: string }[]).map((r) => r.modifiche);
    expect(righe.at(-1)).toBe('Ricevuta di consegna dallo SDI (identificativo 114)\nStato SDI: Consegnata\nData: 06/06/2013 14:01\nFile: rc.xml');
  });

  it('the same receipt twice, or signed after plain, is recorded once', async () => {
    const e = await esportata();
    const rc = ricevuta('RC', e.nomeFileSdi, '115');
    expect((await carica([rc, 'rc.xml'])).body.data.registrate).toHaveLength(1);
    const ancora = await carica([rc, 'rc.xml'], [firmaP7m(rc), 'rc.xml.p7m']);
    expect(ancora.status).toBe(200);
    expect(ancora.body.data).toEqual({ registrate: [], rifiutate: [], giaRegistrate: [{ file: 'rc.xml', idDocumento: e.id }, { file: 'rc.xml.p7m', idDocumento: e.id }] });
    expect(ancora.body.messaggio).toBe('0 ricevute registrate, 2 già registrate');
    expect(await eventiSdi(e.id)).toBe(1);
  });

  it('the same receipt uploaded twice at the same moment is recorded once', async () => {
    const e = await esportata();
    const rc = ricevuta('RC', e.nomeFileSdi, '123');
    const risposte = await Promise.all([carica([rc, 'a.xml']), carica([rc, 'b.xml']), carica([rc, 'c.xml'])]);
    expect(risposte.map((r) => r.status).every((s) => s === 200 || s === 422)).toBe(true);
    expect(risposte.flatMap((r) => r.body.data.registrate)).toHaveLength(1);
    expect(await eventiSdi(e.id)).toBe(1);
  });

  it('reads a receipt signed as .p7m (DER and base64) and a zip of receipts of two invoices', async () => {
    const [a, b, c] = [await esportata(), await esportata(), await esportata()];
    const firmata = await carica([firmaP7m(ricevuta('RC', a.nomeFileSdi, '116')), 'IT01234567890_11111_RC_001.xml.p7m'], [firmaP7m(ricevuta('MC', c.nomeFileSdi, '118'), { formato: 'base64-righe' }), 'mc.xml.p7m']);
    expect(firmata.status).toBe(200);
    expect(firmata.body.data.registrate.map((r: { idDocumento: number; stato: string }) => [r.idDocumento, r.stato])).toEqual([[a.id, 'CONSEGNATA'], [c.id, 'NON_CONSEGNATA']]);
    const zip = await testZip({ 'ricevute/ns.xml': ricevuta('NS', b.nomeFileSdi, '117'), 'ricevute/dt.xml.p7m': firmaP7m(ricevuta('DT', a.nomeFileSdi, '116')) });
    const res = await carica([zip, 'ricevute.zip']);
    expect(res.status).toBe(200);
    expect(res.body.data.registrate).toEqual([
      { file: 'ricevute.zip/ricevute/ns.xml', idDocumento: b.id, numeroDocumento: b.numeroDocumento, stato: 'SCARTATA', tipo: 'NS' },
      { file: 'ricevute.zip/ricevute/dt.xml.p7m', idDocumento: a.id, numeroDocumento: a.numeroDocumento, stato: 'DECORRENZA_TERMINI', tipo: 'DT' },
    ]);
    expect(await statoInElenco(a.id, a.numeroDocumento)).toBe('DECORRENZA_TERMINI');
  });

  it('matches by the invoice file\'s hash when the name is unknown (AT HashFileOriginale)', async () => {
    const e = await esportata();
    const at = ricevuta('AT', 'IT99999999999_ZZZZZ.xml', '119', (x) => x.replace(/<HashFileOriginale>[^<]*</, `<HashFileOriginale>${e.sha256}<`));
    const res = await carica([at, 'at.xml']);
    expect(res.status).toBe(200);
    expect(res.body.data.registrate[0]).toMatchObject({ idDocumento: e.id, stato: 'NON_CONSEGNATA', tipo: 'AT' });
  });

  it('a receipt matching no export is 422 with its reason, and changes nothing', async () => {
    const prima = (await t.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE event_type = 'StatoSdiRegistrato'`)).rows[0].n;
    const res = await carica([ricevuta('RC', 'IT01234567890_XXXXX.xml'), 'rc.xml']);
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe('rc.xml: nessuna fattura esportata corrisponde al file IT01234567890_XXXXX.xml.p7m#');
    expect(res.body.data).toEqual({ registrate: [], giaRegistrate: [], rifiutate: [{ file: 'rc.xml', messaggio: res.body.messaggio.slice(0, -1) }] });
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE event_type = 'StatoSdiRegistrato'`)).rows[0].n).toBe(prima);
  });

  it.each([
    ['EC', 'esito del committente (EC)'],
    ['MT', 'file dei metadati (MT)'],
    ['SE', "scarto dell'esito del committente (SE)"],
  ])('refuses the sample %s: not a receipt of an issued invoice', async (tipo, cosa) => {
    const res = await carica([Buffer.from(campione(tipo)), `${tipo}.xml`]);
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe(`${tipo}.xml: il file è un ${cosa}: non è una ricevuta dello SDI per una fattura emessa#`);
  });

  it('refuses hostile and wrong files, each named, and records the good one beside them', async () => {
    const e = await esportata();
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><types:RicevutaConsegna xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0">&x;</types:RicevutaConsegna>';
    const risate = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    const fattura = readFileSync(join(STANDARDS, 'fatturapa/samples', 'IT01234567890_FPR01.xml'));
    const senzaConsegna = ricevuta('RC', e.nomeFileSdi, '120', (x) => x.replace(/<DataOraConsegna>[^<]*<\/DataOraConsegna>/, ''));
    const res = await carica(
      [Buffer.from(xxe), 'xxe.xml'],
      [Buffer.from(risate), 'risate.xml'],
      [fattura, 'fattura.xml'],
      [senzaConsegna, 'senza-consegna.xml'],
      [Buffer.from('non sono una busta CMS'), 'finta.xml.p7m'],
      [Buffer.from('<RicevutaConsegna'), 'troncata.xml'],
      [ricevuta('RC', e.nomeFileSdi, '121'), 'buona.xml'],
    );
    expect(res.status).toBe(200);
    expect(res.body.data.registrate.map((r: { file: string }) => r.file)).toEqual(['buona.xml']);
    const motivi = Object.fromEntries((res.body.data.rifiutate as { file: string; messaggio: string }[]).map((r) => [r.file, r.messaggio]));
    expect(motivi['xxe.xml']).toMatch(/^xxe\.xml: file non leggibile come XML: Dichiarazione DOCTYPE o ENTITY non ammessa/);
    expect(motivi['risate.xml']).toMatch(/^risate\.xml: file non leggibile come XML: Dichiarazione DOCTYPE/);
    expect(motivi['fattura.xml']).toBe('fattura.xml: il file è una fattura elettronica, non una ricevuta dello SDI');
    expect(motivi['senza-consegna.xml']).toMatch(/^senza-consegna\.xml: non conforme allo schema delle ricevute SDI \(MessaggiTypes 1\.1\): /);
    expect(motivi['finta.xml.p7m']).toBe('finta.xml.p7m: non è un file firmato .p7m leggibile (busta CAdES/CMS)');
    expect(motivi['troncata.xml']).toMatch(/^troncata\.xml: file non leggibile come XML: XML non ben formato/);
    expect(await eventiSdi(e.id)).toBe(1);
  });

  it('refuses zip bombs, a zip of too many entries and paths out of the archive, naming each file', async () => {
    const res = await carica(
      [await testZip({ 'zeri.xml': Buffer.alloc(64 * 1024 * 1024, 0x20) }), 'bomba.zip'],
      [await testZip(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`r/${i}.xml`, '<a/>']))), 'tante.zip'],
      [zipWithEntryName('../../evil.xml'), 'fuga.zip'],
    );
    expect(res.status).toBe(422);
    expect(res.body.data.rifiutate.map((r: { file: string }) => r.file)).toEqual(['bomba.zip', 'tante.zip', 'fuga.zip']);
    expect(res.body.messaggio).toMatch(/^bomba\.zip: .+#tante\.zip: contiene più di 500 file#fuga\.zip: .+#$/);
  });

  it('a rejected invoice reopened is Da inviare, re-exported Inviata under a new name; the timeline keeps every step', async () => {
    const e = await esportata();
    await carica([ricevuta('NS', e.nomeFileSdi, '122'), 'ns.xml']);
    const riaperta = await t.http.post(`/api/documenti/${e.id}/riapri`).set(admin).send({ motivo: 'Scartata dallo SDI: codice destinatario errato' });
    expect(riaperta.status).toBe(200);
    expect(await statoInElenco(e.id, e.numeroDocumento)).toBe('DA_INVIARE');
    expect((await t.http.get(`/api/documenti/fatturaelettronica/${e.id}`).set(admin)).status).toBe(200);
    expect(await statoInElenco(e.id, e.numeroDocumento)).toBe('INVIATA');
    const voci = (await t.http.get(`/api/documenti/${e.id}/sdi`).set(admin)).body.data.voci as { tipo: string; stato: string; nomeFile?: string; note?: string }[];
    expect(voci.map((v) => [v.tipo, v.stato])).toEqual([
      ['ESPORTAZIONE', 'INVIATA'],
      ['RICEVUTA', 'SCARTATA'],
      ['RIAPERTURA', 'DA_INVIARE'],
      ['ESPORTAZIONE', 'INVIATA'],
    ]);
    expect(voci[2].note).toBe('Scartata dallo SDI: codice destinatario errato');
    expect(voci[3].nomeFile).not.toBe(e.nomeFileSdi);
  });

  it('the SDI states are derived from the streams: a rebuild of the projection gives the same column', async () => {
    const prima = (await t.db.pool.query('SELECT id, stato_sdi FROM fatture ORDER BY id')).rows;
    expect(prima.some((r) => r.stato_sdi === 'CONSEGNATA')).toBe(true);
    await rebuildProjection(t.db.pool, fattureProjection, { batchSize: 7 });
    expect((await t.db.pool.query('SELECT id, stato_sdi FROM fatture ORDER BY id')).rows).toEqual(prima);
  });

  it('413 for a file over 5 MB, 400 without a file, 403 without fatturazione modifica, 400 for an unknown state filter', async () => {
    const grande = await carica([Buffer.alloc(5 * 1024 * 1024 + 1, 0x20), 'grande.xml']);
    expect([grande.status, grande.body.messaggio]).toEqual([413, 'Il file supera la dimensione massima di 5 MB']);
    const vuota = await t.http.post('/api/documenti/notifichesdi').set(admin);
    expect(vuota.status).toBe(400);
    expect(vuota.body.messaggio).toContain('Selezionare almeno un file');
    const vietata = await t.http.post('/api/documenti/notifichesdi').set(operatore).attach('file', ricevuta('RC', 'x.xml'), 'rc.xml');
    expect(vietata.status).toBe(403);
    const filtro = await t.http.get('/api/documenti').query({ statoSdi: 'PERSA' }).set(admin);
    expect(filtro.status).toBe(400);
    expect(filtro.body.messaggio).toContain('Il filtro Stato SDI deve essere uno tra: DA_INVIARE (Da inviare)');
    expect((await t.http.get('/api/documenti/999999/sdi').set(admin)).status).toBe(404);
    expect((await t.http.get('/api/documenti/1/sdi').set(operatore)).status).toBe(403);
  });
});
