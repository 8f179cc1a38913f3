import type { UserState } from '../../domain/user.aggregate';
import { USER_DELETED, type UserEvent } from '../../domain/user.events';
import { existingUser } from '../existing-user';

/** UserDeleted (the username is kept for the history); 404 for a user that is not there. */
export function decideDeleteUser(_command: unknown, state: UserState): UserEvent[] {
  return [{ type: USER_DELETED, data: { username: existingUser(state).username } }];
}
