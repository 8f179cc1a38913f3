import { BadRequestError, NotFoundError } from '@registro/server-platform';
import { InvalidGruppoData, createGruppo, gruppoValues, updateGruppo, type GroupState } from '../../domain/group.aggregate';
import { GROUP_CREATED, GROUP_UPDATED, type GroupCreatedData, type GroupEvent } from '../../domain/group.events';

/** A group as it is to be stored: the form already checked against the catalogue, or the seeder's. */
export type NuovoGruppo = Pick<GroupCreatedData, 'nome' | 'menu' | 'sezioni'> & { descrizione?: string };

/** GroupCreated for a new group (its menu normalised: a child whose parent is off is stored off). */
export function decideCreateGruppo(gruppo: NuovoGruppo): GroupEvent[] {
  try {
    return [{ type: GROUP_CREATED, data: createGruppo(gruppo) }];
  } catch (e) {
    if (e instanceof InvalidGruppoData) throw new BadRequestError(e.errori);
    throw e;
  }
}

/** GroupUpdated with what the form changed, or nothing when it changed nothing; 404 for a group that is not there. */
export function decideUpdateGruppo(gruppo: GroupCreatedData, state: GroupState): GroupEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError('Gruppo non trovato');
  const modifica = updateGruppo(gruppoValues(state), gruppo);
  return modifica ? [{ type: GROUP_UPDATED, data: modifica }] : [];
}
