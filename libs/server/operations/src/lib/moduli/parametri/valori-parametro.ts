import { verificaJson } from '@registro/contracts';
import { BadRequestError, type ValoriParametro } from '@registro/server-platform';
import type { SaveParametroDto } from './http/save-parametro.dto';

/** The record to store, or 400 with every problem: a name, and JSON that parses (with line and column). */
export function parametroValues(dto: SaveParametroDto): ValoriParametro {
  const errori: string[] = [];
  const nome = dto.nome.trim();
  if (!nome) errori.push('Il campo Nome è obbligatorio');
  const json = verificaJson(dto.parametro);
  if (!json.valido) errori.push(json.messaggio);
  if (errori.length) throw new BadRequestError(errori, json.valido ? {} : { riga: json.riga, colonna: json.colonna });
  return { nome, tipo: dto.tipo?.trim() ?? '', note: dto.note ?? '', parametro: dto.parametro };
}
