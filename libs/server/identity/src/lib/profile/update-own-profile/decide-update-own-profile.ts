import { updateProfile, type UserState } from '../../domain/user.aggregate';
import { USER_PROFILE_UPDATED, type UserEvent } from '../../domain/user.events';
import { existingUser } from '../../users/existing-user';
import { profileValues } from './profile-values';
import type { UpdateOwnProfileDto } from './update-own-profile.dto';

/** UserProfileUpdated with what changed (nothing when nothing did); 400 for invalid values, 404 for a user that is not there. */
export function decideUpdateOwnProfile(profilo: UpdateOwnProfileDto, state: UserState): UserEvent[] {
  const utente = existingUser(state);
  const modifica = updateProfile(utente, profileValues(profilo, utente));
  return modifica ? [{ type: USER_PROFILE_UPDATED, data: modifica }] : [];
}
