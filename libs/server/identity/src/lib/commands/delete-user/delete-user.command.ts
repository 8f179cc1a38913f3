import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '@registro/server-platform';

/** Deletes a user: gone from the lists and unable to sign in; its history stays. */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly amministratore: AuthenticatedUser,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
