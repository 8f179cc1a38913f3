import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '@registro/server-platform';
import type { UserFormValues } from '../save-user/user-form-values';

/** Saves the user form over an existing user: profile fields, group, expiry, attivo, password. */
export class UpdateUserCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly valori: UserFormValues,
    readonly amministratore: AuthenticatedUser,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
