import type { DispositivoFirma } from '@registro/contracts';

/** The facility's certificate, applied by the server (remote signature). */
export const DISPOSITIVO_STRUTTURA = 'STRUTTURA';
/** A signature pad: the handwritten stroke is drawn in the PDF, then the facility certificate signs. */
export const DISPOSITIVO_TAVOLETTA = 'TAVOLETTA';

export const DISPOSITIVI_FIRMA: DispositivoFirma[] = [
  { codiceDispositivo: DISPOSITIVO_STRUTTURA, descrizioneDispositivo: 'Certificato di firma della struttura', grafometrico: false },
  { codiceDispositivo: DISPOSITIVO_TAVOLETTA, descrizioneDispositivo: 'Tavoletta grafometrica', grafometrico: true },
];

/**
 * GET digitalsigndevice?tipoFirma=&gestore=: a tipoFirma naming a handwritten signature
 * (GRAFOMETRICA, GRAFICA, FEA...) gives the signature pad, one naming a remote/digital signature
 * (REMOTA, DIGITALE, FEQ...) the certificate; any other value, or none, both. gestore is accepted
 * and ignored: there is one provider, the facility's own certificate.
 */
export function dispositiviPer(tipoFirma?: string): DispositivoFirma[] {
  const tipo = (tipoFirma ?? '').trim().toUpperCase();
  if (/GRAF|FEA|AUTOGRAF/.test(tipo)) return DISPOSITIVI_FIRMA.filter((d) => d.grafometrico);
  if (/REMOT|DIGIT|FEQ|QUALIF/.test(tipo)) return DISPOSITIVI_FIRMA.filter((d) => !d.grafometrico);
  return DISPOSITIVI_FIRMA;
}

export function dispositivo(codice: string): DispositivoFirma | undefined {
  return DISPOSITIVI_FIRMA.find((d) => d.codiceDispositivo.toUpperCase() === codice.trim().toUpperCase());
}
