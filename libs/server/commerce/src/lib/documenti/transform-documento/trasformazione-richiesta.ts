import { BadRequestError } from '@registro/server-platform/errors';
import { jsonObjectOrEmpty } from '@registro/server-kernel';

/** What a transformation body (spec 3, "Transformation payload") asks of its source. */
export interface TrasformazioneRichiesta {
  /** `documentoOrigine` */
  idOrigine: number;
  /** the 0-based positions of the rows of `ordineOrigine.listaRighe` marked `trasformata: true` */
  righeMarcate: number[];
}

const assente = (v: unknown) => v === undefined || v === null || v === '';
const idPositivo = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** A new document's body is a transformation when it names a source: `documentoOrigine`, or an `ordineOrigine` with rows marked. */
export function isTrasformazione(body: unknown): boolean {
  const b = jsonObjectOrEmpty(body);
  return !assente(b['documentoOrigine']) || righeMarcate(b['ordineOrigine']).length > 0;
}

function righeMarcate(ordineOrigine: unknown): number[] {
  const righe = jsonObjectOrEmpty(ordineOrigine)['listaRighe'];
  return Array.isArray(righe) ? righe.flatMap((r, i) => (jsonObjectOrEmpty(r)['trasformata'] === true ? [i] : [])) : [];
}

/**
 * The source and the rows a transformation body takes. Only the rows' positions and marks are read
 * from `ordineOrigine`: the source itself is read from its stream. 400 when `documentoOrigine` is
 * missing or not an id, or `ordineOrigine.id` (when sent) names another document.
 */
export function trasformazioneRichiesta(body: unknown): TrasformazioneRichiesta {
  const b = jsonObjectOrEmpty(body);
  const idOrigine = idPositivo(b['documentoOrigine']);
  if (idOrigine === null)
    throw new BadRequestError(assente(b['documentoOrigine']) ? 'Il Documento di Origine è obbligatorio per trasformare le righe' : 'Il Documento di Origine non è valido');
  const idOrdine = jsonObjectOrEmpty(b['ordineOrigine'])['id'];
  if (!assente(idOrdine) && idPositivo(idOrdine) !== idOrigine)
    throw new BadRequestError(`Il documento di origine inviato (${String(idOrdine)}) non è il Documento di Origine ${idOrigine}`);
  return { idOrigine, righeMarcate: righeMarcate(b['ordineOrigine']) };
}
