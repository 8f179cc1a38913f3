import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { documentoFattura, insertFattureFixtures } from './fatture-fixtures';

jest.setTimeout(120_000);

/** A company with a valid partita IVA (00743110157) and a codice destinatario. */
const SOCIETA = { cognomeRagioneSoggetto: 'ACME SERVIZI SRL', nomeSoggetto: '', partitaIvaSoggetto: '00743110157', codiceDestinatario: 'M5UXCR1', codiceStruttura: 'STR2' };

/**
 * What the electronic invoice would refuse is refused at save (POST and PUT documenti), field by
 * field in the editor's words, before a number is taken; never numbered and then refused at
 * "Scarica XML".
 */
describe('Invoice save applies the electronic invoice rules (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  const salva = (over: Record<string, unknown>) => t.http.post('/api/documenti').set(admin).send(documentoFattura({ ...SOCIETA, ...over }));

  it("the issue's case: a company with a wrong check character and no CAP → 400 with both messages, and no number taken", async () => {
    const prima = await salva({});
    expect(prima.status).toBe(201);
    const numero = Number(prima.body.data.numeroDocumento);

    const rifiutata = await salva({ codiceFiscaleSoggetto: 'RSSMRA80A01F839X', capSoggetto: '' });
    expect(rifiutata.status).toBe(400);
    expect(rifiutata.body.messaggio).toBe('Codice Fiscale del destinatario non valido (carattere di controllo errato)#CAP del destinatario: 5 cifre#');
    expect(rifiutata.body.messaggio).not.toMatch(/riga \d|elemento|XSD/);

    const dopo = await salva({});
    expect(dopo.status).toBe(201);
    expect(Number(dopo.body.data.numeroDocumento)).toBe(numero + 1);
    const xml = await t.http.get(`/api/documenti/fatturaelettronica/${dopo.body.data.id}`).set(admin);
    expect([xml.status, xml.body?.messaggio]).toEqual([200, undefined]);
  });

  it('every field the editor has: partita IVA, provincia, codice destinatario, address, the line\'s text', async () => {
    const res = await salva({
      partitaIvaSoggetto: '00743110158',
      provinciaSoggetto: 'Napoli',
      codiceDestinatario: 'ABC',
      indirizzoSoggetto: '',
      localitaSoggetto: '',
      righeDocumento: [{ ...documentoFattura().righeDocumento[0], descrizione: 'VISITA ✓' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.messaggio.split('#')).toEqual([
      'Partita IVA del destinatario non valida (cifra di controllo errata)',
      'Codice Destinatario: 7 caratteri tra lettere e cifre (6 per la Pubblica Amministrazione, 0000000 se non comunicato)',
      'Indirizzo del destinatario obbligatorio',
      'Località del destinatario obbligatoria (scegliere il Comune)',
      'Provincia del destinatario: sigla non valida (NAPOLI)',
      "Riga 1: Descrizione: carattere non ammesso nella fattura elettronica ('✓')",
      '',
    ]);
  });

  it("the facility's missing seller data, by the Strutture screen's labels", async () => {
    await t.db.pool.query(`INSERT INTO strutture (id, codice_struttura, denominazione, versione) VALUES (9003, 'STR3', 'Struttura Tre', 1) ON CONFLICT DO NOTHING`);
    const res = await salva({ codiceStruttura: 'STR3' });
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toBe('Struttura STR3: Partita IVA obbligatoria#Struttura STR3: Indirizzo obbligatorio#Struttura STR3: CAP: 5 cifre#Struttura STR3: Comune obbligatorio#');
  });

  it('an invoice stored before the rules still opens; saving the edit applies them', async () => {
    const creata = await salva({});
    expect(creata.status).toBe(201);
    const { id, versione } = creata.body.data;
    await t.db.pool.query(`UPDATE fatture SET documento = jsonb_set(documento, '{capSoggetto}', '""') WHERE id = $1`, [id]);
    const aperta = await t.http.get(`/api/documenti/${id}`).set(admin);
    expect([aperta.status, aperta.body.data.capSoggetto]).toEqual([200, '']);

    const senzaCap = await t.http.put(`/api/documenti/${id}`).set(admin).send(documentoFattura({ ...SOCIETA, id, versione, capSoggetto: '' }));
    expect([senzaCap.status, senzaCap.body.messaggio]).toEqual([400, 'CAP del destinatario: 5 cifre#']);
    const corretta = await t.http.put(`/api/documenti/${id}`).set(admin).send(documentoFattura({ ...SOCIETA, id, versione, indirizzoSoggetto: 'VIA CHIAIA 2' }));
    expect([corretta.status, corretta.body.messaggio]).toEqual([200, 'Salvataggio avvenuto con successo']);
  });

  it('POST documenti/calcola still answers the totals of an incomplete document', async () => {
    const res = await t.http.post('/api/documenti/calcola').set(admin).send(documentoFattura({ ...SOCIETA, capSoggetto: '' }));
    expect(res.status).toBe(200);
  });
});
