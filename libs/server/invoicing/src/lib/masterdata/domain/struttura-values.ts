import type { Struttura } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform/errors';
import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';

export type StrutturaInput = Partial<Omit<Struttura, 'id'>> & Pick<Struttura, 'codiceStruttura' | 'denominazione'>;

/** FatturaPA RegimeFiscale RF01…RF19. */
const REGIME_FISCALE = /^RF(0[1-9]|1[0-9])$/;

/**
 * The facility to store, or 400 with every problem: it is the seller (CedentePrestatore) of the
 * electronic invoice, so its partita IVA must be valid, its codice fiscale too when given, its
 * address Italian-shaped (CAP of 5 digits, province of 2 letters); the Sistema TS codes are
 * digits (region and ASL 3, SSA 6).
 */
export function strutturaValues(input: StrutturaInput): Omit<Struttura, 'id'> {
  const t = (s: string | undefined) => s?.trim() ?? '';
  const v: Omit<Struttura, 'id'> = {
    codiceStruttura: t(input.codiceStruttura),
    denominazione: t(input.denominazione),
    partitaIva: t(input.partitaIva),
    codiceFiscale: t(input.codiceFiscale).toUpperCase(),
    regimeFiscale: t(input.regimeFiscale).toUpperCase() || 'RF01',
    indirizzo: t(input.indirizzo),
    numeroCivico: t(input.numeroCivico),
    cap: t(input.cap),
    comune: t(input.comune),
    provincia: t(input.provincia).toUpperCase(),
    nazione: t(input.nazione).toUpperCase() || 'IT',
    codiceRegione: t(input.codiceRegione),
    codiceAsl: t(input.codiceAsl),
    codiceSsa: t(input.codiceSsa),
    cfProprietario: t(input.cfProprietario).toUpperCase(),
  };
  const errori: string[] = [];
  if (!v.codiceStruttura) errori.push('Il campo Codice Struttura è obbligatorio');
  if (!v.denominazione) errori.push('Il campo Denominazione è obbligatorio');
  if (!partitaIvaValida(v.partitaIva)) errori.push('La Partita IVA non è valida (11 cifre con la cifra di controllo corretta)');
  if (v.codiceFiscale && !codiceFiscaleValido(v.codiceFiscale)) errori.push('Il Codice Fiscale non è valido');
  if (!REGIME_FISCALE.test(v.regimeFiscale)) errori.push('Il Regime Fiscale deve essere un codice da RF01 a RF19');
  if (v.cap && !/^\d{5}$/.test(v.cap)) errori.push('Il CAP deve essere di 5 cifre');
  if (v.provincia && !/^[A-Z]{2}$/.test(v.provincia)) errori.push('La Provincia deve essere la sigla di 2 lettere');
  if (v.nazione !== 'IT') errori.push('La Nazione deve essere IT');
  if (v.codiceRegione && !/^\d{3}$/.test(v.codiceRegione)) errori.push('Il Codice Regione deve essere di 3 cifre');
  if (v.codiceAsl && !/^\d{3}$/.test(v.codiceAsl)) errori.push('Il Codice ASL deve essere di 3 cifre');
  if (v.codiceSsa && !/^\d{6}$/.test(v.codiceSsa)) errori.push('Il Codice SSA deve essere di 6 cifre');
  if (v.cfProprietario && !codiceFiscaleValido(v.cfProprietario)) errori.push('Il CF Proprietario non è valido');
  if (errori.length) throw new BadRequestError(errori);
  return v;
}
