/** The attributes Registro asks for, in AttributeConsumingService index 0. */
export const ATTRIBUTI_RICHIESTI = [
  'fiscalNumber',
  'name',
  'familyName',
  'email',
] as const;
export type AttributoRichiesto = (typeof ATTRIBUTI_RICHIESTI)[number];

export const INDICE_ACS = 0;
export const INDICE_ATTRIBUTI = 0;

/** SPID sends the fiscal code as TINIT-<codice fiscale>. */
export function codiceFiscaleDaFiscalNumber(fiscalNumber: string): string {
  return fiscalNumber.replace(/^TINIT-/i, '').toUpperCase();
}
