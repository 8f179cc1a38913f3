/** The SDI's file name: `IT<IdCodice>_<progressivo>.xml`, the progressivo 5 alphanumerics unique per transmitter. */

const CIFRE_PROGRESSIVO = 5;
/** 36^5 − 1: the last progressivo 5 base-36 characters can hold. */
export const ULTIMO_PROGRESSIVO = 36 ** CIFRE_PROGRESSIVO - 1;

/** The n-th progressivo of a transmitter (n from 1): base 36, upper case, zero-padded to 5 (1 → 00001, 36 → 00010). */
export function progressivoInvio(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > ULTIMO_PROGRESSIVO) throw new RangeError(`progressivo fuori intervallo: ${n}`);
  return n.toString(36).toUpperCase().padStart(CIFRE_PROGRESSIVO, '0');
}

/** `IT01234567890_0000A.xml`: the transmitter's country and IdCodice (what IdTrasmittente holds), then the progressivo. */
export const nomeFileSdi = (idCodice: string, progressivo: string, idPaese = 'IT'): string => `${idPaese}${idCodice.trim()}_${progressivo}.xml`;
