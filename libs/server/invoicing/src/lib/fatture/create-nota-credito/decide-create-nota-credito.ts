import type { DocumentoFattura, FatturaCollegata, RigaDocumento } from '@registro/contracts';
import { italianDay, romeDay } from '@registro/server-kernel';
import { NotFoundError, UnprocessableEntityError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { fatturaAggregate, fatturaNonTrovata, type FatturaState } from '../domain/fattura.aggregate';
import type { FatturaEvent } from '../domain/fattura.events';
import { eccedenzaResiduo, residuoDaStornare } from '../domain/residuo-nota-credito';
import { decideCreateFattura, type CreateFatturaCommand } from '../save-fattura/decide-save-fattura';

/** FatturaPA TipoDocumento of a credit note. */
export const TIPO_SDI_NOTA_CREDITO = 'TD04';

/** What the invoice's side of a credit note decides on: the request and what the use case loaded. */
export interface EmettiNotaCreditoCommand {
  idFattura: number;
  /** the 1-based positions of the lines to credit; undefined: all */
  righe: readonly number[] | undefined;
  /** the invoice's own FatturaPA type (a TD04 is itself a credit note) */
  tipoDocumentoSdi: string;
  /** the invoice's credit notes issued before this one */
  noteCreditoPrecedenti: readonly { totaleDocumento: number }[];
  /** the new credit note */
  notaCredito: { id: number; numeroDocumento: string; dataDocumento: string; totaleDocumento: number };
}

/** A new credit note: a new invoice document of the credit-note type, linked to its invoice. */
export interface CreateNotaCreditoCommand extends CreateFatturaCommand {
  fatturaCollegata: FatturaCollegata;
}

const giorno = (iso: string) => italianDay(romeDay(iso));

/**
 * The lines of the invoice a credit note takes, in the invoice's order; refused (422) when the
 * invoice is itself a credit note, when the selection is empty, repeats a line or names a line the
 * invoice does not have.
 */
export function righeDaStornare(fattura: DocumentoFattura, tipoDocumentoSdi: string, righe: readonly number[] | undefined): RigaDocumento[] {
  if (tipoDocumentoSdi === TIPO_SDI_NOTA_CREDITO || fattura.fatturaCollegata)
    throw new UnprocessableEntityError(`Il documento n. ${fattura.numeroDocumento} è una nota di credito: non si può stornare con un'altra nota di credito`);
  const tutte = fattura.righeDocumento;
  if (righe === undefined) return [...tutte];
  if (!righe.length) throw new UnprocessableEntityError('Righe: scegliere almeno una riga da stornare');
  const errori: string[] = [];
  const viste = new Set<number>();
  for (const p of righe) {
    if (!Number.isInteger(p) || p < 1 || p > tutte.length) errori.push(`Righe: la riga ${p} non esiste (la fattura n. ${fattura.numeroDocumento} ha ${tutte.length} righe)`);
    else if (viste.has(p)) errori.push(`Righe: la riga ${p} è indicata più volte`);
    viste.add(p);
  }
  if (errori.length) throw new UnprocessableEntityError(errori);
  return [...viste].sort((a, b) => a - b).map((p) => tutte[p - 1]);
}

/**
 * On the invoice's stream: NotaCreditoEmessa, unless the lines cannot be credited (righeDaStornare),
 * the credit note is dated before the invoice, or it would credit more than what the invoice's
 * earlier credit notes left (422 naming the residual).
 */
export function decideEmettiNotaCredito(command: EmettiNotaCreditoCommand, state: FatturaState): FatturaEvent[] {
  const { notaCredito } = command;
  if (!state) throw new NotFoundError(fatturaNonTrovata(command.idFattura));
  righeDaStornare(state, command.tipoDocumentoSdi, command.righe);
  if (romeDay(notaCredito.dataDocumento) < romeDay(state.dataDocumento))
    throw new UnprocessableEntityError(
      `Data Documento: la nota di credito non può precedere la fattura n. ${state.numeroDocumento} del ${giorno(state.dataDocumento)}`,
    );
  const eccedenza = eccedenzaResiduo(notaCredito.totaleDocumento, residuoDaStornare(state.totaleDocumento, command.noteCreditoPrecedenti));
  if (eccedenza) throw new UnprocessableEntityError(eccedenza);
  return [
    {
      type: 'NotaCreditoEmessa',
      data: {
        idNotaCredito: notaCredito.id,
        numeroDocumento: notaCredito.numeroDocumento,
        dataDocumento: notaCredito.dataDocumento,
        totaleDocumento: notaCredito.totaleDocumento,
      },
    },
  ];
}

/** The credit note's own stream: created like an invoice (lines, totals, number), its creation naming the invoice. */
export function decideCreateNotaCredito(command: CreateNotaCreditoCommand, state: FatturaState): FatturaEvent[] {
  return decideCreateFattura(command, state).map((e) =>
    e.type === 'FatturaCreata' ? { ...e, data: { ...e.data, fatturaCollegata: command.fatturaCollegata } } : e,
  );
}

export const emettiNotaCreditoDecider = decider(fatturaAggregate, decideEmettiNotaCredito);
export const createNotaCreditoDecider = decider(fatturaAggregate, decideCreateNotaCredito);
