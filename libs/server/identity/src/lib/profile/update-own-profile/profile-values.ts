import { isEmail } from 'class-validator';
import { BadRequestError } from '@registro/server-platform';
import { TIPI_IDENTIFICATIVO, type ProfileFields, type TipoIdentificativo } from '../../domain/user.events';
import { indirizzoCompleto } from '../../domain/user.aggregate';
import { codiceFiscalePersonaValido } from '@registro/server-kernel';
import type { IndirizzoDto, UpdateOwnProfileDto } from './update-own-profile.dto';

function coordinata(v: unknown, field: string, limite: number, errors: string[]): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || (typeof v === 'string' && !v.trim())) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limite) {
    errors.push(`Il campo ${field} deve essere un numero tra -${limite} e ${limite}`);
    return undefined;
  }
  return n;
}

function indirizzo(v: IndirizzoDto | undefined, nome: string, errors: string[]) {
  if (v === undefined) return undefined;
  const i = indirizzoCompleto({
    indirizzo: v.indirizzo?.trim(),
    civico: v.civico?.trim(),
    provincia: v.provincia?.trim(),
    comune: v.comune?.trim(),
    frazione: v.frazione?.trim(),
    cap: v.cap?.trim(),
  });
  if (i.cap && !/^\d{5}$/.test(i.cap)) errors.push(`Il campo C.A.P. ${nome} deve contenere 5 cifre`);
  return i;
}

/**
 * The profile form's values checked against the current profile (the fiscal-code rule needs the
 * resulting tipo and identificativo): 400 with every problem at once. Fields left out stay undefined.
 */
export function profileValues(dto: UpdateOwnProfileDto, attuale: ProfileFields & { username: string }): Partial<ProfileFields> {
  const errori: string[] = [];
  if (typeof dto.username === 'string' && dto.username.trim() && dto.username.trim() !== attuale.username)
    errori.push('Lo username non può essere modificato dal profilo');

  const valori: Partial<ProfileFields> = {};
  if (dto.cognome !== undefined) {
    valori.lastname = dto.cognome.trim();
    if (!valori.lastname) errori.push('Il campo Cognome è obbligatorio');
  }
  if (dto.nome !== undefined) {
    valori.firstname = dto.nome.trim();
    if (!valori.firstname) errori.push('Il campo Nome è obbligatorio');
  }
  if (dto.email !== undefined) {
    valori.email = dto.email.trim();
    if (!valori.email) errori.push('Il campo Email è obbligatorio');
    else if (!isEmail(valori.email)) errori.push('Il campo Email deve essere un indirizzo email valido');
  }
  if (dto.cellulare !== undefined) {
    valori.cellulare = dto.cellulare.trim();
    if (valori.cellulare && !/^\+?[0-9 ]{6,20}$/.test(valori.cellulare)) errori.push('Il campo Cellulare non è valido');
  }

  if (dto.tipoIdentificativo !== undefined) {
    const tipo = dto.tipoIdentificativo === null || dto.tipoIdentificativo === '' ? null : dto.tipoIdentificativo;
    if (tipo !== null && !(TIPI_IDENTIFICATIVO as readonly unknown[]).includes(tipo))
      errori.push('Il campo Tipo Identificativo deve valere CI, CF o PS');
    else valori.tipoIdentificativo = tipo as TipoIdentificativo | null;
  }
  if (dto.identificativo !== undefined) valori.identificativo = dto.identificativo.trim();
  const tipo = valori.tipoIdentificativo !== undefined ? valori.tipoIdentificativo : attuale.tipoIdentificativo;
  const identificativo = valori.identificativo ?? attuale.identificativo;
  if (tipo === 'CF' && identificativo) {
    const cf = identificativo.toUpperCase();
    if (!codiceFiscalePersonaValido(cf)) errori.push('Il Codice Fiscale non è valido');
    else if (valori.identificativo !== undefined) valori.identificativo = cf;
  }
  if (identificativo && tipo === null && (dto.tipoIdentificativo !== undefined || dto.identificativo !== undefined))
    errori.push("Il campo Tipo Identificativo è obbligatorio quando è indicato l'identificativo");

  const domicilio = indirizzo(dto.domicilio, 'del domicilio', errori);
  if (domicilio) valori.domicilio = domicilio;
  const residenza = indirizzo(dto.residenza, 'della residenza', errori);
  if (residenza) valori.residenza = residenza;
  const latitudine = coordinata(dto.latitudine, 'Latitudine', 90, errori);
  if (latitudine !== undefined) valori.latitudine = latitudine;
  const longitudine = coordinata(dto.longitudine, 'Longitudine', 180, errori);
  if (longitudine !== undefined) valori.longitudine = longitudine;

  if (errori.length) throw new BadRequestError(errori);
  return valori;
}
