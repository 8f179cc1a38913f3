import { PATH_SEZIONE_DIZIONARIO, type SezioneDizionario, type TipoArchivio, type TipoMovimento } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform/errors';
import type { ValoriDizionarioTipo } from '../anagrafiche.events';

export interface DizionarioTipoInput {
  sezioneDizionario: SezioneDizionario;
  codiceTipo: string;
  descrizioneTipo: string;
  tipo?: TipoArchivio;
  tipoMovimento?: TipoMovimento | null;
  richiedeFattura?: string | null;
  attivo?: boolean;
}

/** Movement and follow-on type belong to the document sections only. */
const conMovimento = (sezione: SezioneDizionario) => sezione === 'DOCUMENTO' || sezione === 'DOCUMENTOMOBILE';

/**
 * The type to store, or 400 with every problem: code and description required, the path follows
 * from the section, movement and follow-on type are kept only for DOCUMENTO and DOCUMENTOMOBILE and
 * the follow-on type must be one of `codiciDocumento` (the codes of the DOCUMENTO types).
 */
export function dizionarioTipoValues(input: DizionarioTipoInput, codiciDocumento: readonly string[]): ValoriDizionarioTipo {
  const codiceTipo = input.codiceTipo.trim().toUpperCase();
  const descrizioneTipo = input.descrizioneTipo.trim();
  const documento = conMovimento(input.sezioneDizionario);
  const richiedeFattura = documento ? input.richiedeFattura?.trim().toUpperCase() || null : null;
  const errori: string[] = [];
  if (!codiceTipo) errori.push('Il campo Codice è obbligatorio');
  if (!descrizioneTipo) errori.push('Il campo Descrizione è obbligatorio');
  if (richiedeFattura && richiedeFattura === codiceTipo) errori.push('Il Documento Successivo non può essere il tipo stesso');
  else if (richiedeFattura && !codiciDocumento.some((c) => c.toUpperCase() === richiedeFattura))
    errori.push(`Il Documento Successivo ${richiedeFattura} non è un tipo della sezione DOCUMENTO`);
  if (errori.length) throw new BadRequestError(errori);
  return {
    sezioneDizionario: input.sezioneDizionario,
    codiceTipo,
    descrizioneTipo,
    tipo: input.tipo ?? 'P',
    tipoMovimento: documento ? (input.tipoMovimento ?? null) : null,
    richiedeFattura,
    path: PATH_SEZIONE_DIZIONARIO[input.sezioneDizionario],
    attivo: input.attivo ?? true,
  };
}
