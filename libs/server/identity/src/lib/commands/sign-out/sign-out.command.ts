import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '@registro/server-platform';

/** Ends the caller's session server-side. */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
