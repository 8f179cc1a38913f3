import type { DocumentoFattura, RigaDocumento } from '@registro/contracts';
import { diffCampi, hasChanges } from '@registro/server-event-store';
import { BadRequestError, ConflictError, NotFoundError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { annoDocumento } from '../domain/anno-documento';
import { FATTURA_GIA_ESPORTATA, isEsportata } from '../domain/fattura-esportata';
import type { DocumentoCostruito } from '../domain/build-documento';
import { fatturaAggregate, fatturaNonTrovata, type FatturaState } from '../domain/fattura.aggregate';
import type { DatiDocumentoFattura, DestinatarioFattura, FatturaEvent, NumerazioneFattura, TotaliFattura } from '../domain/fattura.events';

export const TOTALI_ZERO = { totaleImponibileDocumento: 0, totaleImpostaDocumento: 0, totaleDocumento: 0, marcaBolloImporto: 0 };

/** A new invoice, built from the body, with the number the save took. */
export interface CreateFatturaCommand {
  id: number;
  documento: DocumentoCostruito;
  numerazione: NumerazioneFattura;
}

/** The numerator codes of the stored type and of the incoming one (loaded by the use case). */
export interface NumeratoriTipo {
  precedente: string;
  nuovo: string;
}

/** A save of an existing invoice, built from the body. */
export interface UpdateFatturaCommand {
  id: number;
  documento: DocumentoCostruito;
  numeratori: NumeratoriTipo;
}

/** A new invoice: created, its lines added, its totals computed and its number given, in one append. */
export function decideCreateFattura(command: CreateFatturaCommand, state: FatturaState): FatturaEvent[] {
  if (state) throw new ConflictError(`La fattura ${command.id} esiste già`);
  const { id, documento, numerazione } = command;
  return [
    { type: 'FatturaCreata', data: { id, destinatario: documento.destinatario, datiDocumento: documento.datiDocumento } },
    ...documento.righe.map((riga, i): FatturaEvent => ({ type: 'RigaFatturaAggiunta', data: { posizione: i + 1, riga } })),
    { type: 'TotaliFatturaRicalcolati', data: { totali: documento.totali, prima: TOTALI_ZERO } },
    { type: 'FatturaNumerata', data: { ...numerazione, numeroDocumento: String(numerazione.numero) } },
  ];
}

const pick = <T extends object>(source: DocumentoFattura, like: T): T =>
  Object.fromEntries(Object.keys(like).map((k) => [k, (source as unknown as Record<string, unknown>)[k]])) as T;

/**
 * Once numbered, the number belongs to one numerator (type's code, year, structure): a change that
 * would move the invoice to another numerator is refused.
 */
function vincoliNumerazione(state: DocumentoFattura, documento: DocumentoCostruito, numeratori: NumeratoriTipo): string[] {
  if (!state.numeroDocumento) return [];
  const errori: string[] = [];
  const numero = state.numeroDocumento;
  if (documento.datiDocumento.codiceStruttura !== state.codiceStruttura)
    errori.push(`La fattura n. ${numero} è già numerata: non è possibile cambiare la Struttura`);
  const anno = annoDocumento(state.dataDocumento);
  if (annoDocumento(documento.datiDocumento.dataDocumento) !== anno)
    errori.push(`La fattura n. ${numero} è già numerata: la Data Documento deve restare nell'anno ${anno}`);
  if (numeratori.nuovo !== numeratori.precedente)
    errori.push(`La fattura n. ${numero} è già numerata: il Tipo Documento deve usare lo stesso numeratore (${numeratori.precedente})`);
  return errori;
}

function righeCambiate(prima: readonly RigaDocumento[], dopo: readonly RigaDocumento[]): FatturaEvent[] {
  const eventi: FatturaEvent[] = [];
  const comuni = Math.min(prima.length, dopo.length);
  for (let i = 0; i < comuni; i++) {
    const changes = diffCampi<RigaDocumento>(prima[i], dopo[i]);
    if (hasChanges(changes)) eventi.push({ type: 'RigaFatturaCambiata', data: { posizione: i + 1, changes } });
  }
  for (let i = comuni; i < dopo.length; i++) eventi.push({ type: 'RigaFatturaAggiunta', data: { posizione: i + 1, riga: dopo[i] } });
  // from the last, so each position still names the line it removes
  for (let i = prima.length - 1; i >= comuni; i--) eventi.push({ type: 'RigaFatturaRimossa', data: { posizione: i + 1, riga: prima[i] } });
  return eventi;
}

/**
 * A save of an existing invoice: the incoming document diffed against the state into granular
 * events. An exported invoice is locked (409) until it is reopened.
 */
export function decideUpdateFattura(command: UpdateFatturaCommand, state: FatturaState): FatturaEvent[] {
  if (!state) throw new NotFoundError(fatturaNonTrovata(command.id));
  if (isEsportata(state)) throw new ConflictError(FATTURA_GIA_ESPORTATA);
  const { documento } = command;
  const errori = vincoliNumerazione(state, documento, command.numeratori);
  if (errori.length) throw new BadRequestError(errori);

  const eventi: FatturaEvent[] = [];
  const destinatario = diffCampi<DestinatarioFattura>(pick(state, documento.destinatario), documento.destinatario);
  if (hasChanges(destinatario)) eventi.push({ type: 'DestinatarioFatturaCambiato', data: { changes: destinatario } });
  const dati = diffCampi<DatiDocumentoFattura>(pick(state, documento.datiDocumento), documento.datiDocumento);
  if (hasChanges(dati)) eventi.push({ type: 'DatiDocumentoFatturaCambiati', data: { changes: dati } });
  eventi.push(...righeCambiate(state.righeDocumento, documento.righe));
  const prima = pick<TotaliFattura>(state, documento.totali);
  if (hasChanges(diffCampi(prima, documento.totali))) eventi.push({ type: 'TotaliFatturaRicalcolati', data: { totali: documento.totali, prima } });
  return eventi;
}

export const createFatturaDecider = decider(fatturaAggregate, decideCreateFattura);
export const updateFatturaDecider = decider(fatturaAggregate, decideUpdateFattura);
