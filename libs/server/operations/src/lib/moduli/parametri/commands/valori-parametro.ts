import { verificaJson } from '@registro/contracts';
import { ConflictError, BadRequestError, type ValoriParametro } from '@registro/server-platform';
import type { SalvaParametroDto } from './salva-parametro.dto';

export const MESSAGGIO_NOME_DUPLICATO = 'Esiste già un parametro con questo nome';

/** The record to store, or 400 with every problem: a name, and JSON that parses (with line and column). */
export function valoriParametro(dto: SalvaParametroDto): ValoriParametro {
  const errori: string[] = [];
  const nome = dto.nome.trim();
  if (!nome) errori.push('Il campo Nome è obbligatorio');
  const json = verificaJson(dto.parametro);
  if (!json.valido) errori.push(json.messaggio);
  if (errori.length) throw new BadRequestError(errori, json.valido ? {} : { riga: json.riga, colonna: json.colonna });
  return { nome, tipo: dto.tipo?.trim() ?? '', note: dto.note ?? '', parametro: dto.parametro };
}

/** The unique index on lower(nome) refused the save. */
export function nomeDuplicato(e: unknown): ConflictError | null {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505' ? new ConflictError(MESSAGGIO_NOME_DUPLICATO) : null;
}
