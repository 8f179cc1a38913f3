import { isEAN } from 'class-validator';

/** Longest barcode accepted (Code 128 symbols longer than this do not fit a label). */
export const BARCODE_MAX_LENGTH = 48;

/**
 * The problem of a barcode, or null when valid: 8 or 13 digits are EAN-8/EAN-13 and 12 digits
 * UPC-A (an EAN-13 with a leading 0), all with their check digit; any other value is Code 128,
 * which has no printed check digit: only its characters (printable ASCII) are checked.
 */
export function barcodeProblem(barcode: string): string | null {
  if (!barcode) return 'Il campo Barcode è obbligatorio';
  if (barcode.length > BARCODE_MAX_LENGTH) return `Il Barcode ${barcode} supera i ${BARCODE_MAX_LENGTH} caratteri`;
  if (/^\d{8}$|^\d{13}$/.test(barcode)) return isEAN(barcode) ? null : `Il Barcode ${barcode} ha una cifra di controllo EAN errata`;
  if (/^\d{12}$/.test(barcode)) return isEAN(`0${barcode}`) ? null : `Il Barcode ${barcode} ha una cifra di controllo UPC errata`;
  return /^[\x20-\x7e]+$/.test(barcode) ? null : `Il Barcode ${barcode} contiene caratteri non ammessi`;
}

/** The EAN-13 of 12 digits: the digits and their check digit (weights 1 and 3 from the left). */
export function ean13(digits12: string): string {
  const sum = [...digits12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${digits12}${(10 - (sum % 10)) % 10}`;
}
