import { ConflictError, DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { groupAggregate } from '../../domain/group.aggregate';
import { GROUP_CREATED, GROUP_DELETED, type GroupEvent } from '../../domain/group.events';
import { decideDeleteGruppo } from './decide-delete-gruppo';

const spec = DeciderSpecification.for(decider(groupAggregate, decideDeleteGruppo));
const creato: GroupEvent = { type: GROUP_CREATED, data: { nome: 'Ospiti', descrizione: '', menu: [], sezioni: [] } };

describe('delete-gruppo', () => {
  it('deletes a group no user belongs to, keeping its name for the history', () =>
    spec([creato]).when({ utenti: 0 }).then([{ type: GROUP_DELETED, data: { nome: 'Ospiti' } }]));

  it('refuses while users still belong to it, saying how many', () => {
    spec([creato]).when({ utenti: 1 }).thenThrows(ConflictError, (e) => e.message === 'Impossibile eliminare il gruppo Ospiti: un utente appartiene ancora al gruppo');
    spec([creato]).when({ utenti: 3 }).thenThrows(ConflictError, (e) => e.message === 'Impossibile eliminare il gruppo Ospiti: 3 utenti appartengono ancora al gruppo');
  });

  it('answers 404 for a group never created or already deleted', () => {
    spec([]).when({ utenti: 0 }).thenThrows(NotFoundError);
    spec([creato, { type: GROUP_DELETED, data: { nome: 'Ospiti' } }]).when({ utenti: 0 }).thenThrows(NotFoundError);
  });
});
