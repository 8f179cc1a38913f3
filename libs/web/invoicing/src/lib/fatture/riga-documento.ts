import type { RigaDocumento } from '@registro/contracts';

/** A line while the modal edits it: the numbers may be empty. */
export type RigaBozza = Omit<RigaDocumento, 'quantita' | 'prezzoUnitario' | 'sconto' | 'totaleRiga'> & {
  quantita: number | null;
  prezzoUnitario: number | null;
  sconto: number | null;
  totaleRiga: number | null;
};

/** The empty line: the last row of the lines table and the start of a new line. */
export function emptyRiga(): RigaDocumento {
  return {
    codiceArticolo: '',
    descrizione: '',
    idUnitaMisura: null,
    unitaMisura: '',
    quantita: 1,
    idMoltiplicatore: null,
    descrizioneMoltiplicatore: '',
    moltiplicatore: 1,
    prezzoUnitario: 0,
    sconto: 0,
    totaleRiga: 0,
    idIva: null,
    descrizioneIva: '',
    aliquota: 0,
    natura: null,
    idTipoSpesa: null,
    codiceTipoSpesa: '',
  };
}

/** A line counts when its description is not blank (spec 2 §2.1: only those get edit and delete). */
export function hasDescrizione(riga: Pick<RigaDocumento, 'descrizione'>): boolean {
  return !!(riga.descrizione ?? '').trim();
}

/** The lines that are saved: those with a description. */
export function righeCompilate(righe: RigaDocumento[]): RigaDocumento[] {
  return righe.filter(hasDescrizione);
}

/** What the lines table shows: the lines with a description, then always one empty row (only an add button). */
export function righeConVuota(righe: RigaDocumento[]): RigaDocumento[] {
  return [...righeCompilate(righe), emptyRiga()];
}

export type CampoRiga = keyof RigaDocumento;

/** i18n keys of the line modal's messages, by field. */
export type ErroriRiga = Partial<Record<CampoRiga, string>>;

function numerico(valore: unknown): boolean {
  return valore !== null && valore !== undefined && String(valore).trim() !== '' && Number.isFinite(Number(valore));
}

/** What the line's checks depend on besides the line. */
export interface RegoleRiga {
  /**
   * The expense type must be chosen: an invoice to a person (a patient), whose expenses go to the
   * Sistema Tessera Sanitaria (the 730). A company's invoice may leave it empty (the server reads
   * none as 0, as the admission prefill does). Default: required (spec 2 §5).
   */
  tipoSpesaObbligatorio?: boolean;
}

/**
 * The line modal's checks (spec 2 §5): code and description non-empty; quantity and discount
 * present and numeric, the discount from 0 to 100 (checked, never capped); unit price numeric; line total above 0; a multiplier and a unit of
 * measure chosen; VAT id above 0; expense type id not below 0 (and chosen when `regole` requires
 * it). Empty result = valid.
 */
export function validateRiga(riga: RigaBozza, regole: RegoleRiga = {}): ErroriRiga {
  const { tipoSpesaObbligatorio = true } = regole;
  const errori: ErroriRiga = {};
  if (!(riga.codiceArticolo ?? '').trim()) errori.codiceArticolo = 'fatturazione.erroreCodiceArticolo';
  if (!(riga.descrizione ?? '').trim()) errori.descrizione = 'fatturazione.erroreDescrizione';
  if (!numerico(riga.quantita)) errori.quantita = 'fatturazione.erroreQuantita';
  if (!numerico(riga.sconto)) errori.sconto = 'fatturazione.erroreSconto';
  else if (Number(riga.sconto) < 0 || Number(riga.sconto) > 100) errori.sconto = 'fatturazione.erroreScontoIntervallo';
  if (!numerico(riga.prezzoUnitario)) errori.prezzoUnitario = 'fatturazione.errorePrezzoUnitario';
  if (!numerico(riga.totaleRiga) || Number(riga.totaleRiga) <= 0) errori.totaleRiga = 'fatturazione.erroreTotaleRiga';
  if (riga.idMoltiplicatore === null || riga.idMoltiplicatore === undefined) errori.idMoltiplicatore = 'fatturazione.erroreMoltiplicatore';
  if (riga.idUnitaMisura === null || riga.idUnitaMisura === undefined) errori.idUnitaMisura = 'fatturazione.erroreUnitaMisura';
  if (!(Number(riga.idIva) > 0)) errori.idIva = 'fatturazione.erroreIva';
  const senzaTipoSpesa = riga.idTipoSpesa === null || riga.idTipoSpesa === undefined;
  if ((senzaTipoSpesa && tipoSpesaObbligatorio) || Number(riga.idTipoSpesa) < 0) errori.idTipoSpesa = 'fatturazione.erroreTipoSpesa';
  return errori;
}

/**
 * The multiplier a new line starts with: the one worth 1 (spec 2 §4: the admission prefill's
 * multiplier 1), else the first of the list; none while the list is empty.
 */
export function moltiplicatorePredefinito<M extends { multiplo: number | string }>(moltiplicatori: readonly M[] | undefined): M | undefined {
  return moltiplicatori?.find((m) => Number(m.multiplo) === 1) ?? moltiplicatori?.[0];
}

/** A valid draft as a line (call after validateRiga found nothing). */
export function rigaDa(bozza: RigaBozza): RigaDocumento {
  return {
    ...bozza,
    quantita: Number(bozza.quantita),
    prezzoUnitario: Number(bozza.prezzoUnitario),
    sconto: Number(bozza.sconto),
    totaleRiga: Number(bozza.totaleRiga),
  };
}
