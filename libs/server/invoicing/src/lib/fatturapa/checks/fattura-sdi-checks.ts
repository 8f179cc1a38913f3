import type { Struttura } from '@registro/contracts';
import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';
import type { ProblemaSdi } from '../sdi/problema-sdi';

/**
 * The rules of the electronic invoice (FatturaPA 1.2.2 XSD and the SDI checks) that can be known
 * from the fields the invoice editor has, worded as the editor labels them. One implementation for
 * the save (create and update, before the number is taken), the XML download and the 730 export.
 * Each problem keeps the SDI code (00306…) or XSD for the schema's format rules.
 */

/** The recipient's fields as the editor's "Intestatario" modal has them (stored invoices may lack some). */
export interface DestinatarioSdi {
  cognomeRagioneSoggetto?: string | null;
  nomeSoggetto?: string | null;
  codiceFiscaleSoggetto?: string | null;
  partitaIvaSoggetto?: string | null;
  codiceDestinatario?: string | null;
  indirizzoSoggetto?: string | null;
  capSoggetto?: string | null;
  localitaSoggetto?: string | null;
  provinciaSoggetto?: string | null;
}

/** A line as stored: its VAT (rate, Natura) copied from the VAT table. */
export interface RigaSdi {
  codiceArticolo?: string | null;
  descrizione?: string | null;
  idIva?: number | null;
  descrizioneIva?: string | null;
  aliquota?: number | string | null;
  natura?: string | null;
}

/** The facility issuing the invoice (CedentePrestatore). */
export type CedenteSdi = Pick<
  Struttura,
  'codiceStruttura' | 'denominazione' | 'partitaIva' | 'codiceFiscale' | 'regimeFiscale' | 'indirizzo' | 'numeroCivico' | 'cap' | 'comune' | 'provincia' | 'nazione'
>;

export interface FatturaSdi {
  destinatario: DestinatarioSdi;
  righe: readonly RigaSdi[];
  /** null when the structure is unknown (the save already says so) */
  cedente: CedenteSdi | null;
}

/** The reference data the rules read. */
export interface ContestoSdi {
  /** the ISTAT province codes (sigle); when the table is empty only the 2-letter shape is checked */
  province: ReadonlySet<string>;
  /** RiferimentoNormativo by idIva (VAT table) */
  riferimentiNormativi: ReadonlyMap<number, string>;
}

/** The usual legal references the XML uses when the VAT table has none. */
export const RIFERIMENTI_PREDEFINITI: Readonly<Record<string, string>> = {
  N1: 'Escluso art. 15 DPR 633/72',
  N4: 'Esente art. 10 c.1 n.18 DPR 633/72',
};

/** The recipient code when the editor leaves it empty (delivery through PEC or the fiscal drawer). */
export const CODICE_DESTINATARIO_SCONOSCIUTO = '0000000';

const NATURE_GENERICHE = new Set(['N2', 'N3', 'N6']);
const REGIME_FISCALE = /^RF(0[1-9]|1[0-9])$/;
const t = (v: string | null | undefined): string => (v ?? '').trim();

/** The first character the FatturaPA text fields refuse (outside Basic Latin and Latin-1), or undefined. */
export function carattereNonLatino(value: string | null | undefined): string | undefined {
  return [...(value ?? '')].find((c) => (c.codePointAt(0) ?? 0) > 0xff);
}

/** The invoice's recipient code: 7 characters (FPR12), 6 for a public body (FPA12), letters and digits. */
export function codiceDestinatarioValido(codice: string): boolean {
  return /^[A-Z0-9]{6,7}$/.test(codice);
}

/** The recipient's fiscal code: a person's 16 characters or a company's 11 digits, with the right check character. */
export function problemaCodiceFiscale(valore: string | null | undefined, campo = 'Codice Fiscale del destinatario'): ProblemaSdi | null {
  const cf = t(valore).toUpperCase();
  if (!cf || codiceFiscaleValido(cf)) return null;
  const forma = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(cf) || /^\d{11}$/.test(cf);
  return {
    codice: '00306',
    messaggio: forma
      ? `${campo} non valido (carattere di controllo errato)`
      : `${campo} non valido: 16 caratteri per una persona fisica, 11 cifre per una società`,
  };
}

/** A partita IVA: 11 digits with the right check digit. */
export function problemaPartitaIva(valore: string | null | undefined, campo = 'Partita IVA del destinatario'): ProblemaSdi | null {
  const piva = t(valore);
  if (!piva || partitaIvaValida(piva)) return null;
  return { codice: '00305', messaggio: /^\d{11}$/.test(piva) ? `${campo} non valida (cifra di controllo errata)` : `${campo}: 11 cifre` };
}

function problemaProvincia(valore: string, campo: string, contesto: ContestoSdi): ProblemaSdi | null {
  if (!valore) return null;
  const valida = /^[A-Z]{2}$/.test(valore) && (contesto.province.size === 0 || contesto.province.has(valore));
  return valida ? null : { codice: 'XSD', messaggio: `${campo}: sigla non valida (${valore})` };
}

function testoLatino(valore: string | null | undefined, campo: string): ProblemaSdi | null {
  const c = carattereNonLatino(valore);
  return c ? { codice: 'XML', messaggio: `${campo}: carattere non ammesso nella fattura elettronica ('${c}')` } : null;
}

/** The recipient (CessionarioCommittente and the header's CodiceDestinatario). */
export function problemiDestinatario(d: DestinatarioSdi, contesto: ContestoSdi): ProblemaSdi[] {
  const problemi: (ProblemaSdi | null)[] = [];
  const cf = t(d.codiceFiscaleSoggetto);
  const piva = t(d.partitaIvaSoggetto);
  if (!cf && !piva) problemi.push({ codice: '00417', messaggio: 'Indicare il Codice Fiscale o la Partita IVA del destinatario' });
  problemi.push(problemaCodiceFiscale(cf), problemaPartitaIva(piva));
  const codice = t(d.codiceDestinatario).toUpperCase();
  if (codice && !codiceDestinatarioValido(codice))
    problemi.push({ codice: 'XSD', messaggio: 'Codice Destinatario: 7 caratteri tra lettere e cifre (6 per la Pubblica Amministrazione, 0000000 se non comunicato)' });
  if (!t(d.indirizzoSoggetto)) problemi.push({ codice: 'XSD', messaggio: 'Indirizzo del destinatario obbligatorio' });
  if (!/^\d{5}$/.test(t(d.capSoggetto))) problemi.push({ codice: 'XSD', messaggio: 'CAP del destinatario: 5 cifre' });
  if (!t(d.localitaSoggetto)) problemi.push({ codice: 'XSD', messaggio: 'Località del destinatario obbligatoria (scegliere il Comune)' });
  problemi.push(problemaProvincia(t(d.provinciaSoggetto).toUpperCase(), 'Provincia del destinatario', contesto));
  problemi.push(
    testoLatino(d.cognomeRagioneSoggetto, 'Cognome / Ragione Sociale del destinatario'),
    testoLatino(d.nomeSoggetto, 'Nome del destinatario'),
    testoLatino(d.indirizzoSoggetto, 'Indirizzo del destinatario'),
    testoLatino(d.localitaSoggetto, 'Località del destinatario'),
  );
  return problemi.filter((p): p is ProblemaSdi => p !== null);
}

/** The facility (CedentePrestatore): its record must hold what the XML requires. */
export function problemiCedente(s: CedenteSdi, contesto: ContestoSdi): ProblemaSdi[] {
  const campo = (nome: string) => `Struttura ${s.codiceStruttura}: ${nome}`;
  const problemi: (ProblemaSdi | null)[] = [];
  if (!t(s.denominazione)) problemi.push({ codice: 'XSD', messaggio: `${campo('Denominazione')} obbligatoria` });
  problemi.push(t(s.partitaIva) ? problemaPartitaIva(s.partitaIva, campo('Partita IVA')) : { codice: 'XSD', messaggio: `${campo('Partita IVA')} obbligatoria` });
  problemi.push(problemaCodiceFiscale(s.codiceFiscale, campo('Codice Fiscale')));
  if (t(s.regimeFiscale) && !REGIME_FISCALE.test(t(s.regimeFiscale).toUpperCase()))
    problemi.push({ codice: 'XSD', messaggio: `${campo('Regime Fiscale')}: un codice da RF01 a RF19` });
  if (!t(s.indirizzo)) problemi.push({ codice: 'XSD', messaggio: `${campo('Indirizzo')} obbligatorio` });
  if (!/^\d{5}$/.test(t(s.cap))) problemi.push({ codice: 'XSD', messaggio: `${campo('CAP')}: 5 cifre` });
  if (!t(s.comune)) problemi.push({ codice: 'XSD', messaggio: `${campo('Comune')} obbligatorio` });
  problemi.push(problemaProvincia(t(s.provincia).toUpperCase(), campo('Provincia'), contesto));
  if ((t(s.nazione).toUpperCase() || 'IT') !== 'IT') problemi.push({ codice: 'XSD', messaggio: `${campo('Nazione')}: IT` });
  problemi.push(testoLatino(s.denominazione, campo('Denominazione')), testoLatino(s.indirizzo, campo('Indirizzo')), testoLatino(s.comune, campo('Comune')));
  return problemi.filter((p): p is ProblemaSdi => p !== null);
}

/** The lines: text the SDI reads as Latin-1, and the VAT's Natura where the rate is 0 (00400, 00445, the legal reference). */
export function problemiRighe(righe: readonly RigaSdi[], contesto: ContestoSdi): ProblemaSdi[] {
  const problemi: (ProblemaSdi | null)[] = [];
  righe.forEach((r, i) => {
    const riga = `Riga ${i + 1}`;
    problemi.push(testoLatino(r.descrizione, `${riga}: Descrizione`), testoLatino(r.codiceArticolo, `${riga}: Codice Articolo`));
    // a line without its VAT (idIva null) is refused by the save for that; nothing to check here
    if (r.idIva === null || r.idIva === undefined || Number(r.aliquota ?? 0) !== 0) return;
    const iva = `l'IVA "${t(r.descrizioneIva) || r.idIva}"`;
    const natura = t(r.natura).toUpperCase();
    if (!natura) problemi.push({ codice: '00400', messaggio: `${riga}: ${iva} ha aliquota 0 senza Natura (completare la tabella IVA)` });
    else if (NATURE_GENERICHE.has(natura))
      problemi.push({ codice: '00445', messaggio: `${riga}: ${iva} ha la Natura generica ${natura}: serve il codice specifico (es. ${natura}.1) nella tabella IVA` });
    else if (!(typeof r.idIva === 'number' && contesto.riferimentiNormativi.get(r.idIva)) && !RIFERIMENTI_PREDEFINITI[natura.slice(0, 2)])
      problemi.push({ codice: 'NORMA', messaggio: `${riga}: ${iva} (Natura ${natura}) non ha il Riferimento Normativo nella tabella IVA` });
  });
  return problemi.filter((p): p is ProblemaSdi => p !== null);
}

/** Every rule above, in the editor's order (recipient, facility, lines); the same message once. */
export function problemiFatturaSdi(fattura: FatturaSdi, contesto: ContestoSdi): ProblemaSdi[] {
  const tutti = [
    ...problemiDestinatario(fattura.destinatario, contesto),
    ...(fattura.cedente ? problemiCedente(fattura.cedente, contesto) : []),
    ...problemiRighe(fattura.righe, contesto),
  ];
  return tutti.filter((p, i) => tutti.findIndex((q) => q.messaggio === p.messaggio) === i);
}
