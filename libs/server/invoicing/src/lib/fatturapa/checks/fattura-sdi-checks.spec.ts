import { type CedenteSdi, type ContestoSdi, type DestinatarioSdi, problemiCedente, problemiDestinatario, problemiFatturaSdi, problemiRighe } from './fattura-sdi-checks';

const CONTESTO: ContestoSdi = { province: new Set(['NA', 'RM', 'PD']), riferimentiNormativi: new Map([[7, 'Art. 7-ter DPR 633/72']]) };
const SENZA_PROVINCE: ContestoSdi = { province: new Set(), riferimentiNormativi: new Map() };

/** A company: real valid partita IVA 00743110157 (check digit 7). */
const SOCIETA: DestinatarioSdi = {
  cognomeRagioneSoggetto: 'ACME SRL',
  nomeSoggetto: '',
  codiceFiscaleSoggetto: '00743110157',
  partitaIvaSoggetto: '00743110157',
  codiceDestinatario: 'M5UXCR1',
  indirizzoSoggetto: 'VIA CARACCIOLO 1',
  capSoggetto: '80122',
  localitaSoggetto: 'NAPOLI',
  provinciaSoggetto: 'NA',
};
/** A person: RSSMRA80A01F839W (check letter W). */
const PERSONA: DestinatarioSdi = { ...SOCIETA, cognomeRagioneSoggetto: 'ROSSI', nomeSoggetto: 'MARIO', codiceFiscaleSoggetto: 'RSSMRA80A01F839W', partitaIvaSoggetto: '', codiceDestinatario: '0000000' };
const STRUTTURA: CedenteSdi = {
  codiceStruttura: '001', denominazione: 'CENTRO MEDICO', partitaIva: '09876540635', codiceFiscale: '09876540635', regimeFiscale: 'RF01',
  indirizzo: 'VIA TOLEDO', numeroCivico: '256', cap: '80100', comune: 'NAPOLI', provincia: 'NA', nazione: 'IT',
};
const messaggi = (p: { messaggio: string }[]) => p.map((x) => x.messaggio);

describe('the electronic invoice rules known at save', () => {
  it('accepts a company, a person and a public body with valid data', () => {
    expect(problemiDestinatario(SOCIETA, CONTESTO)).toEqual([]);
    expect(problemiDestinatario(PERSONA, CONTESTO)).toEqual([]);
    expect(problemiDestinatario({ ...SOCIETA, codiceDestinatario: 'UFXYZ1' }, CONTESTO)).toEqual([]);
    expect(problemiDestinatario({ ...SOCIETA, codiceDestinatario: '' }, CONTESTO)).toEqual([]);
    expect(problemiDestinatario({ ...PERSONA, codiceFiscaleSoggetto: 'rssmra80a01f839w' }, CONTESTO)).toEqual([]);
  });

  it("refuses the issue's case: a wrong check character and no CAP, both named as the editor names them", () => {
    expect(problemiDestinatario({ ...SOCIETA, codiceFiscaleSoggetto: 'RSSMRA80A01F839X', capSoggetto: '' }, CONTESTO)).toEqual([
      { codice: '00306', messaggio: 'Codice Fiscale del destinatario non valido (carattere di controllo errato)' },
      { codice: 'XSD', messaggio: 'CAP del destinatario: 5 cifre' },
    ]);
  });

  it('codice fiscale: check character, shape, and an 11-digit company code', () => {
    const cf = (v: string) => messaggi(problemiDestinatario({ ...PERSONA, codiceFiscaleSoggetto: v }, CONTESTO));
    expect(cf('00743110158')).toEqual(['Codice Fiscale del destinatario non valido (carattere di controllo errato)']);
    expect(cf('ROSSI MARIO')).toEqual(['Codice Fiscale del destinatario non valido: 16 caratteri per una persona fisica, 11 cifre per una società']);
    expect(cf('00743110157')).toEqual([]);
  });

  it('partita IVA: check digit and 11 digits; one of the two identifiers is required (00417)', () => {
    const piva = (v: string) => messaggi(problemiDestinatario({ ...SOCIETA, partitaIvaSoggetto: v }, CONTESTO));
    expect(piva('00743110158')).toEqual(['Partita IVA del destinatario non valida (cifra di controllo errata)']);
    expect(piva('IT00743110157')).toEqual(['Partita IVA del destinatario: 11 cifre']);
    expect(messaggi(problemiDestinatario({ ...SOCIETA, partitaIvaSoggetto: '', codiceFiscaleSoggetto: '' }, CONTESTO))).toEqual([
      'Indicare il Codice Fiscale o la Partita IVA del destinatario',
    ]);
  });

  it('address: CAP of 5 digits, address and locality required, provincia an ISTAT sigla', () => {
    const con = (d: DestinatarioSdi, c = CONTESTO) => messaggi(problemiDestinatario({ ...SOCIETA, ...d }, c));
    expect(con({ capSoggetto: '8012' })).toEqual(['CAP del destinatario: 5 cifre']);
    expect(con({ capSoggetto: '80I22' })).toEqual(['CAP del destinatario: 5 cifre']);
    expect(con({ indirizzoSoggetto: ' ' })).toEqual(['Indirizzo del destinatario obbligatorio']);
    expect(con({ localitaSoggetto: '' })).toEqual(['Località del destinatario obbligatoria (scegliere il Comune)']);
    expect(con({ provinciaSoggetto: 'XX' })).toEqual(['Provincia del destinatario: sigla non valida (XX)']);
    expect(con({ provinciaSoggetto: 'Napoli' })).toEqual(['Provincia del destinatario: sigla non valida (NAPOLI)']);
    expect(con({ provinciaSoggetto: '' })).toEqual([]);
    expect(con({ provinciaSoggetto: 'XX' }, SENZA_PROVINCE)).toEqual([]);
  });

  it('codice destinatario: 7 characters (6 for a public body), letters and digits', () => {
    const codice = (v: string) => messaggi(problemiDestinatario({ ...SOCIETA, codiceDestinatario: v }, CONTESTO));
    expect(codice('ABC12')).toEqual([expect.stringMatching(/^Codice Destinatario: 7 caratteri/)]);
    expect(codice('ABC12345')).toHaveLength(1);
    expect(codice('abc1234')).toEqual([]);
  });

  it('text the SDI reads as Latin-1', () => {
    expect(messaggi(problemiDestinatario({ ...SOCIETA, cognomeRagioneSoggetto: 'ACME ☃ SRL' }, CONTESTO))).toEqual([
      "Cognome / Ragione Sociale del destinatario: carattere non ammesso nella fattura elettronica ('☃')",
    ]);
    expect(problemiDestinatario({ ...SOCIETA, cognomeRagioneSoggetto: 'CAFFÈ ÀÉÌÒÙ SRL' }, CONTESTO)).toEqual([]);
  });

  it('the facility: a complete seller, or each missing field by the Strutture screen label', () => {
    expect(problemiCedente(STRUTTURA, CONTESTO)).toEqual([]);
    expect(messaggi(problemiCedente({ ...STRUTTURA, partitaIva: '', cap: '801', indirizzo: '', comune: '', nazione: 'FR', codiceFiscale: 'X' }, CONTESTO))).toEqual([
      'Struttura 001: Partita IVA obbligatoria',
      'Struttura 001: Codice Fiscale non valido: 16 caratteri per una persona fisica, 11 cifre per una società',
      'Struttura 001: Indirizzo obbligatorio',
      'Struttura 001: CAP: 5 cifre',
      'Struttura 001: Comune obbligatorio',
      'Struttura 001: Nazione: IT',
    ]);
    expect(messaggi(problemiCedente({ ...STRUTTURA, partitaIva: '09876540636' }, CONTESTO))).toEqual(['Struttura 001: Partita IVA non valida (cifra di controllo errata)']);
  });

  it('lines: Natura required with a 0 rate (00400), a specific Natura (00445), a legal reference', () => {
    const riga = { descrizione: 'VISITA', codiceArticolo: 'VMS', idIva: 5, descrizioneIva: 'ESENTE', aliquota: 0, natura: 'N4' };
    expect(problemiRighe([riga, { ...riga, idIva: 7, natura: 'N2.2' }, { ...riga, aliquota: 22, natura: null }], CONTESTO)).toEqual([]);
    expect(messaggi(problemiRighe([{ ...riga, natura: null }, { ...riga, natura: 'N3' }, { ...riga, idIva: 8, natura: 'N5' }, { ...riga, descrizione: 'VISITA ✓' }], CONTESTO))).toEqual([
      'Riga 1: l\'IVA "ESENTE" ha aliquota 0 senza Natura (completare la tabella IVA)',
      'Riga 2: l\'IVA "ESENTE" ha la Natura generica N3: serve il codice specifico (es. N3.1) nella tabella IVA',
      'Riga 3: l\'IVA "ESENTE" (Natura N5) non ha il Riferimento Normativo nella tabella IVA',
      "Riga 4: Descrizione: carattere non ammesso nella fattura elettronica ('✓')",
    ]);
  });

  it('the whole invoice: recipient, facility, lines, each message once and never an element name', () => {
    const problemi = problemiFatturaSdi({ destinatario: { ...SOCIETA, capSoggetto: '' }, cedente: { ...STRUTTURA, cap: '' }, righe: [] }, CONTESTO);
    expect(messaggi(problemi)).toEqual(['CAP del destinatario: 5 cifre', 'Struttura 001: CAP: 5 cifre']);
    expect(problemiFatturaSdi({ destinatario: PERSONA, cedente: null, righe: [] }, CONTESTO)).toEqual([]);
  });
});
