import { BadRequestError, DeciderSpecification, NotFoundError, decider, type AuthenticatedUser } from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { USER_ACTIVATED, USER_CREATED, USER_DEACTIVATED, type UserEvent } from '../../domain/user.events';
import { decideToggleUserActive } from './decide-toggle-user-active';

const spec = DeciderSpecification.for(decider(userAggregate, decideToggleUserActive));
const creato: UserEvent = {
  type: USER_CREATED,
  data: { username: 'mrossi', firstname: 'Mario', lastname: 'Rossi', email: '', passwordHash: 'x', gruppoId: 2, attivo: true, scadenzaUtenza: null, statoUtenza: 'ATTIVA' },
};
const admin = { userId: 1 } as AuthenticatedUser;

describe('toggle-user-active', () => {
  it('deactivates an active user and activates an inactive one', () => {
    spec([creato]).when({ id: 7, amministratore: admin }).then([{ type: USER_DEACTIVATED, data: {} }]);
    spec([creato, { type: USER_DEACTIVATED, data: {} }]).when({ id: 7, amministratore: admin }).then([{ type: USER_ACTIVATED, data: {} }]);
  });

  it('never deactivates one’s own user', () =>
    spec([creato]).when({ id: 1, amministratore: admin }).thenThrows(BadRequestError, (e) => e.message.startsWith('Non è possibile disattivare il proprio utente')));

  it('answers 404 for a user that is not there', () => spec([]).when({ id: 7, amministratore: admin }).thenThrows(NotFoundError));
});
