import { invalidDateMessage, readInstant } from '@registro/server-kernel';
import { BadRequestError } from '@registro/server-platform';
import { userFieldErrors, passwordErrors, defaultExpiry } from '../../domain/user.aggregate';
import type { SaveUserDto } from './save-user.dto';

/** The user form's values, checked: what create and update act on. */
export interface UserFormValues {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  gruppoId: number;
  /** undefined: keep the current expiry (update only) */
  scadenzaUtenza: Date | null | undefined;
  attivo: boolean | undefined;
  /** undefined: keep the current password (update only) */
  password: string | undefined;
}

/** The expiry through the date codec (epoch ms or ISO 8601): undefined keeps it, null or '' = never expires. */
function scadenza(v: SaveUserDto['scadenzaUtenza'], errors: string[]): Date | null | undefined {
  if (v === undefined) return undefined;
  const lettura = readInstant(v);
  if (lettura.kind === 'absent') return null;
  if (lettura.kind === 'invalid') {
    errors.push(invalidDateMessage('Scadenza Utenza'));
    return undefined;
  }
  return lettura.value;
}

/**
 * Checks the form and answers its values; 400 with every problem at once. A new user needs a
 * password, gets attivo true and an expiry three months ahead when the form leaves them out.
 */
export function userFormValues(dto: SaveUserDto, nuovo: boolean, adesso = new Date()): UserFormValues {
  const valori = {
    username: dto.username?.trim() ?? '',
    firstname: dto.firstname?.trim() ?? '',
    lastname: dto.lastname?.trim() ?? '',
    email: dto.email?.trim() ?? '',
  };
  const errori = userFieldErrors(valori);
  if (!valori.email) errori.push('Il campo Email è obbligatorio');
  if (dto.idGruppo === undefined || dto.idGruppo === null || !(dto.idGruppo > 0)) errori.push('Il campo Gruppo è obbligatorio');
  let scadenzaUtenza = scadenza(dto.scadenzaUtenza, errori);
  const password = dto.password ? dto.password : undefined;
  if (password !== undefined) errori.push(...passwordErrors(password, dto.verificaPassword));
  else if (nuovo) errori.push('Il campo Password è obbligatorio');
  if (errori.length) throw new BadRequestError(errori);

  if (nuovo && !scadenzaUtenza) scadenzaUtenza = defaultExpiry(adesso);
  return {
    ...valori,
    gruppoId: dto.idGruppo as number,
    scadenzaUtenza,
    attivo: dto.attivo ?? (nuovo ? true : undefined),
    password,
  };
}
