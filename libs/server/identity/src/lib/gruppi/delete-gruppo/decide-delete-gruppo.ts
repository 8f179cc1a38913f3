import { ConflictError, NotFoundError } from '@registro/server-platform';
import type { GroupState } from '../../domain/group.aggregate';
import { GROUP_DELETED, type GroupEvent } from '../../domain/group.events';

/** What the deletion needs besides the stream: how many users still belong to the group. */
export interface DeleteGruppo {
  utenti: number;
}

/** GroupDeleted; 404 for a group that is not there, 409 while users still belong to it. */
export function decideDeleteGruppo({ utenti }: DeleteGruppo, gruppo: GroupState): GroupEvent[] {
  if (!gruppo.exists || gruppo.deleted) throw new NotFoundError('Gruppo non trovato');
  if (utenti > 0)
    throw new ConflictError(
      `Impossibile eliminare il gruppo ${gruppo.nome}: ${utenti === 1 ? 'un utente appartiene' : `${utenti} utenti appartengono`} ancora al gruppo`,
    );
  return [{ type: GROUP_DELETED, data: { nome: gruppo.nome } }];
}
