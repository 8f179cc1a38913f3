import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '@registro/server-platform';

/** The active/inactive switch of the user list: flips attivo and answers the new value. */
export class ToggleUserActiveCommand extends Command<boolean> {
  constructor(
    readonly id: number,
    readonly amministratore: AuthenticatedUser,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
