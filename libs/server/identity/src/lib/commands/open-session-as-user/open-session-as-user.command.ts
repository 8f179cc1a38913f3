import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '@registro/server-platform';

/**
 * "Open session" in the session list: a new short-lived session as the user of session
 * `sessionId`, for the administrator; answers the new session's token.
 */
export class OpenSessionAsUserCommand extends Command<string> {
  constructor(
    readonly sessionId: string,
    readonly amministratore: AuthenticatedUser,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
