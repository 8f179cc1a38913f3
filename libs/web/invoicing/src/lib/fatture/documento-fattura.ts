import dayjs from 'dayjs';
import { NUOVO_ID, type DocumentoFattura, type DocumentoFatturaElenco } from '@registro/contracts';

/** Sezione of the history dialog: the invoices' stream type `fatture` (opened by the `fatturazione` permission). */
export const STORICO_FATTURE = 'fatture';

/** A new invoice (spec 2 §9 defaults): IDEM, warehouse "1" GG, totals 0, dated now. */
export function newDocumento(adesso = new Date()): DocumentoFattura {
  return {
    id: NUOVO_ID,
    idSoggetto: null,
    idMetodoPagamento: null,
    numeroDocumento: '',
    dataDocumento: adesso.toISOString(),
    cognomeRagioneSoggetto: '',
    nomeSoggetto: '',
    codiceFiscaleSoggetto: '',
    partitaIvaSoggetto: '',
    codiceDestinatario: '0000000',
    indirizzoSoggetto: '',
    provinciaSoggetto: '',
    localitaSoggetto: '',
    localitaSoggettoCodiceIstat: '',
    capSoggetto: '',
    idTipoDocumento: null,
    tipoDocumentoDescrizione: '',
    idCausaleDocumento: null,
    causaleDocumento: null,
    causaleDocumentoDescrizione: '',
    indirizzoDestinazione: 'IDEM',
    idMagazzino: '1',
    magazzinoDescrizione: 'GG',
    codiceStruttura: '',
    totaleImponibileDocumento: 0,
    totaleImpostaDocumento: 0,
    totaleDocumento: 0,
    marcaBolloImporto: 0,
    marcaBolloVirtuale: false,
    marcaBolloNumero: '',
    righeDocumento: [],
  };
}

/** The recipient as the list shows it: surname or company name, then the first name. */
export function nomeSoggetto(d: Pick<DocumentoFattura | DocumentoFatturaElenco, 'cognomeRagioneSoggetto' | 'nomeSoggetto'>): string {
  return [d.cognomeRagioneSoggetto, d.nomeSoggetto].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
}

/** A recipient without a VAT number is a private person: its electronic invoice must not go to SDI. */
export function isPrivato(d: Pick<DocumentoFattura, 'partitaIvaSoggetto' | 'cognomeRagioneSoggetto'>): boolean {
  return !!d.cognomeRagioneSoggetto.trim() && !(d.partitaIvaSoggetto ?? '').trim();
}

/** EUR in the Italian format (spec 2 §9): 1.234,50 €, web-ui's one currency formatter. */
export { formatEuro } from '@registro/web-ui';

/** An invoice's date as a person reads it: 28/11/2026 (issue 25: every date on a screen is it-IT; spec 2 §9's DD-MM-YYYY stays in the XML's file name). */
export function formatDataDocumento(valore: string | number | Date | null | undefined): string {
  return valore ? dayjs(valore).format('DD/MM/YYYY') : '';
}

/** The name the electronic invoice is saved under when the server names none: {numero}_{DD-MM-YYYY}.xml. */
export function xmlFileName(d: Pick<DocumentoFattura, 'numeroDocumento' | 'dataDocumento'>): string {
  return `${d.numeroDocumento.replace(/[^\w-]+/g, '-')}_${dayjs(d.dataDocumento).format('DD-MM-YYYY')}.xml`;
}
