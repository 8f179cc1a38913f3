import type { FornitoreFatturaRicevuta, SoggettoFatturaRicevuta } from '@registro/contracts';
import { formatDecimale, formatEuro, formatIstante } from '@registro/web-ui';

/** The history dialog's sezione: the received invoices' stream type (opened by the `fatturericevute` permission). */
export const STORICO_FATTURE_RICEVUTE = 'fatturericevute';

/** The pages' addresses (the menu's /contabilita/fatturericevute). */
export const PERCORSO_FATTURE_RICEVUTE = '/contabilita/fatturericevute';
export const percorsoFatturaRicevuta = (id: number | string) => `${PERCORSO_FATTURE_RICEVUTE}/${id}`;

// 'always': 1.234,56 as formatEuro writes it (it-IT alone would leave 1234,56)
const IMPORTO = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions);
const PREZZO = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 8, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions);

const GIORNO_ISO = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/** A day as Italians write it: 2026-11-28 → 28/11/2026 (an instant reads as its Rome day); empty stays empty. */
export function formatGiorno(valore: string | null | undefined): string {
  if (!valore) return '';
  const giorno = GIORNO_ISO.exec(valore);
  if (giorno) return `${giorno[3]}/${giorno[2]}/${giorno[1]}`;
  const istante = new Date(valore);
  return Number.isNaN(istante.getTime()) ? valore : formatIstante(istante).slice(0, 10);
}

/** The import's instant on the Rome clock: 28/11/2026 17:01. */
export function formatImportataIl(valore: string | null | undefined): string {
  if (!valore) return '';
  const istante = new Date(valore);
  return Number.isNaN(istante.getTime()) ? valore : formatIstante(istante);
}

/** An amount in the document's currency: 1.234,56 € (EUR, the usual), 1.234,56 USD otherwise. */
export function formatImporto(valore: number | null | undefined, divisa = 'EUR'): string {
  const codice = (divisa || 'EUR').trim().toUpperCase();
  if (codice === 'EUR') return formatEuro(valore ?? 0);
  return `${IMPORTO.format(valore ?? 0)}\u00a0${codice}`;
}


/** A unit price keeps the decimals the file gives (up to eight): 0,00125 €; at least two: 12,50 €. */
export function formatPrezzo(valore: number | null | undefined, divisa = 'EUR'): string {
  const codice = (divisa || 'EUR').trim().toUpperCase();
  return `${PREZZO.format(valore ?? 0)}\u00a0${codice === 'EUR' ? '€' : codice}`;
}

/** A quantity with the decimals the file gives: 3, 1,5, 1.500; none written reads empty. */
export function formatQuantita(valore: number | null | undefined): string {
  return valore === null || valore === undefined ? '' : formatDecimale(valore);
}

/** The supplier's name as the list shows it. */
export function nomeFornitore(f: Pick<FornitoreFatturaRicevuta, 'denominazione'> | null | undefined): string {
  return (f?.denominazione ?? '').trim();
}

/** A party's name: the company name, else first name and surname (a natural person). */
export function nomeSoggetto(s: Pick<SoggettoFatturaRicevuta, 'denominazione' | 'nome' | 'cognome'>): string {
  return (s.denominazione ?? '').trim() || [s.nome, s.cognome].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
}

/** "P.IVA 01234567890", "CF RSSMRA80A01H501U", or both when they differ. */
export function identificativiFiscali(s: Pick<FornitoreFatturaRicevuta, 'partitaIva' | 'codiceFiscale'>): string {
  const partitaIva = (s.partitaIva ?? '').trim();
  const codiceFiscale = (s.codiceFiscale ?? '').trim();
  const parti: string[] = [];
  if (partitaIva) parti.push(`P.IVA ${partitaIva}`);
  // a company's fiscal code is often its VAT number (with or without the country): say it once
  if (codiceFiscale && codiceFiscale !== partitaIva.replace(/^[A-Z]{2}/, '')) parti.push(`CF ${codiceFiscale}`);
  return parti.join(' · ');
}

/** Street, number, postcode, town (province), country: one line as the style sheet writes the seat. */
export function indirizzoCompleto(s: Pick<SoggettoFatturaRicevuta, 'indirizzo' | 'numeroCivico' | 'cap' | 'comune' | 'provincia' | 'nazione'>): string {
  const via = [s.indirizzo, s.numeroCivico].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
  const comune = [s.cap, s.comune].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
  const provincia = (s.provincia ?? '').trim();
  const nazione = (s.nazione ?? '').trim();
  return [via, provincia ? `${comune} (${provincia})` : comune, nazione && nazione !== 'IT' ? nazione : '']
    .filter(Boolean)
    .join(', ');
}

/** The file a document is saved under when the server names none. */
export function nomeFileOriginale(nomeFile: string | null | undefined, id: number | string): string {
  const nome = (nomeFile ?? '').split(/[\\/]/).pop()?.trim();
  return nome || `fattura-ricevuta-${id}.xml`;
}
