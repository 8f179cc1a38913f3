import { UnprocessableEntityError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { fatturaAggregate, type FatturaState } from '../../fatture/domain/fattura.aggregate';
import type { FatturaEvent, StatoSdiRegistratoData } from '../../fatture/domain/fattura.events';
import { isDestinatarioPrivato } from '../domain/fattura-elettronica-builder';

/** A receipt already on the invoice's stream, as the duplicate check reads it. */
export type RicevutaRegistrata = Pick<StatoSdiRegistratoData, 'tipo' | 'identificativoSdi' | 'sha256Ricevuta'>;

export interface RegistraNotificaSdi {
  ricevuta: StatoSdiRegistratoData;
  /** the receipts the stream holds */
  registrate: readonly RicevutaRegistrata[];
}

/** The same receipt twice: the same bytes, or the same IdentificativoSdI and type. */
export const giaRegistrata = (ricevuta: RicevutaRegistrata, registrate: readonly RicevutaRegistrata[]): boolean =>
  registrate.some(
    (r) => r.sha256Ricevuta === ricevuta.sha256Ricevuta || (r.tipo === ricevuta.tipo && r.identificativoSdi === ricevuta.identificativoSdi),
  );

/**
 * A receipt matched to an exported invoice: StatoSdiRegistrato, or nothing when the stream already
 * holds it. An invoice to a private person never goes to the SDI: a receipt naming its file is refused.
 */
export function decideRegistraNotificaSdi({ ricevuta, registrate }: RegistraNotificaSdi, state: FatturaState): FatturaEvent[] {
  if (!state) throw new UnprocessableEntityError('la fattura esportata non esiste più');
  if (isDestinatarioPrivato(state))
    throw new UnprocessableEntityError(`la fattura n. ${state.numeroDocumento} è intestata a un privato e non va inviata allo SDI`);
  if (giaRegistrata(ricevuta, registrate)) return [];
  return [{ type: 'StatoSdiRegistrato', data: ricevuta }];
}

export const registraNotificaSdiDecider = decider(fatturaAggregate, decideRegistraNotificaSdi);
