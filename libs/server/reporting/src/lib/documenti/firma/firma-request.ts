import { BadRequestError } from '@registro/server-platform';
import { dispositivo, DISPOSITIVO_STRUTTURA, DISPOSITIVO_TAVOLETTA } from './firma-devices';
import { LATO_MASSIMO_FIRMA_GRAFICA, pngDaDataUrl, pngFuoriMisura } from './graphic-firma';

export const MESSAGGIO_DISPOSITIVO_MANCANTE = 'Dispositivo non selezionato';
export const MESSAGGIO_PASSWORD_MANCANTE = 'La password di firma è obbligatoria';
export const MESSAGGIO_FIRMA_GRAFICA_MANCANTE = 'Apporre la firma grafometrica sulla tavoletta prima di firmare';
export const MESSAGGIO_FIRMA_GRAFICA_NON_VALIDA = 'La firma grafometrica deve essere un\'immagine PNG';
export const MESSAGGIO_FIRMA_GRAFICA_FUORI_MISURA = `La firma grafometrica è danneggiata o più grande di ${LATO_MASSIMO_FIRMA_GRAFICA}×${LATO_MASSIMO_FIRMA_GRAFICA} pixel`;

/** What signing needs once the request is checked. */
export interface FirmaRequest {
  password: string;
  codiceDispositivo: string;
  fieldName: string;
  firmaGrafica: Buffer | null;
}

export const DEFAULT_FIRMA_FIELD = 'Firma';

/**
 * Checks a signing request: a device (required when `dispositivoObbligatorio`; otherwise the
 * signature pad when a stroke is sent, else the facility certificate), the password, a PNG stroke
 * for the signature pad. Every problem in one 400, the messages joined by '#'.
 */
export function checkFirmaRequest(r: {
  password?: string | null;
  codiceDispositivo?: string | null;
  fieldName?: string | null;
  firmaGrafica?: string | null;
  dispositivoObbligatorio: boolean;
}): FirmaRequest {
  const errori: string[] = [];
  let codice = r.codiceDispositivo?.trim() ?? '';
  if (!codice && !r.dispositivoObbligatorio) codice = r.firmaGrafica ? DISPOSITIVO_TAVOLETTA : DISPOSITIVO_STRUTTURA;
  const d = codice ? dispositivo(codice) : undefined;
  if (!codice) errori.push(MESSAGGIO_DISPOSITIVO_MANCANTE);
  else if (!d) errori.push(`Dispositivo di firma sconosciuto: ${codice}`);
  if (!r.password) errori.push(MESSAGGIO_PASSWORD_MANCANTE);
  let firmaGrafica: Buffer | null = null;
  if (d?.grafometrico) {
    if (!r.firmaGrafica) errori.push(MESSAGGIO_FIRMA_GRAFICA_MANCANTE);
    else if (!(firmaGrafica = pngDaDataUrl(r.firmaGrafica))) errori.push(MESSAGGIO_FIRMA_GRAFICA_NON_VALIDA);
    else if (pngFuoriMisura(firmaGrafica)) errori.push(MESSAGGIO_FIRMA_GRAFICA_FUORI_MISURA);
  }
  const fieldName = (r.fieldName ?? '').trim() || DEFAULT_FIRMA_FIELD;
  if (!/^[\p{L}\p{N} _.-]{1,100}$/u.test(fieldName)) errori.push('Il campo fieldName può contenere solo lettere, cifre, spazi, punti, trattini e trattini bassi (al massimo 100)');
  if (errori.length) throw new BadRequestError(errori.length === 1 ? errori[0] : errori);
  return { password: r.password as string, codiceDispositivo: d!.codiceDispositivo, fieldName, firmaGrafica };
}
