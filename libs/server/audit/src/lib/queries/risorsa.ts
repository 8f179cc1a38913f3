import { streamIdOf } from '@registro/server-event-store';
import { readInstant } from '@registro/server-kernel';
import { BadRequestError } from '@registro/server-platform';

/** A record whose history is asked for: its stream is `<sezione>-<idRisorsa>`. */
export interface Risorsa {
  sezione: string;
  idRisorsa: string;
}

const SEZIONE = /^[a-z][a-z0-9_]{0,62}$/i;
const ID_RISORSA = /^[A-Za-z0-9_]{1,64}$/;

/** Reads sezione and idRisorsa from the query string; 400 with every problem found. */
export function readRisorsa(sezione: unknown, idRisorsa: unknown): Risorsa {
  const errori: string[] = [];
  if (sezione === undefined || sezione === '') errori.push('Il parametro sezione è obbligatorio');
  else if (typeof sezione !== 'string' || !SEZIONE.test(sezione)) errori.push('Il parametro sezione non è valido');
  if (idRisorsa === undefined || idRisorsa === '') errori.push('Il parametro idRisorsa è obbligatorio');
  else if (typeof idRisorsa !== 'string' || !ID_RISORSA.test(idRisorsa))
    errori.push('Il parametro idRisorsa non è valido');
  if (errori.length) throw new BadRequestError(errori);
  return { sezione: sezione as string, idRisorsa: idRisorsa as string };
}

/** Reads the `al` instant through the date codec (epoch ms or ISO 8601); 400 when missing or not a date. */
export function readAl(al: unknown): Date {
  const lettura = readInstant(al);
  if (lettura.kind === 'absent') throw new BadRequestError('Il parametro al è obbligatorio');
  if (lettura.kind === 'invalid') throw new BadRequestError('Il parametro al non è una data valida');
  return lettura.value;
}

export function streamDi(r: Risorsa): string {
  return streamIdOf(r.sezione, r.idRisorsa);
}
