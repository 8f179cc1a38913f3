/** The attributes Registro asks for, in AttributeConsumingService index 0. */
export const REQUESTED_ATTRIBUTES = [
  'fiscalNumber',
  'name',
  'familyName',
  'email',
] as const;
export type RequestedAttribute = (typeof REQUESTED_ATTRIBUTES)[number];

export const ACS_INDEX = 0;
export const ATTRIBUTE_CONSUMING_SERVICE_INDEX = 0;

/** SPID sends the fiscal code as TINIT-<codice fiscale>. */
export function fiscalCodeFromFiscalNumber(fiscalNumber: string): string {
  return fiscalNumber.replace(/^TINIT-/i, '').toUpperCase();
}
