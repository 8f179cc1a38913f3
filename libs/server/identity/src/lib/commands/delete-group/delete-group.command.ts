import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';

/** Deletes a group that no user belongs to. */
export class DeleteGroupCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
