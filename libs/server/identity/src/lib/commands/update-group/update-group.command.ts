import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { GroupCreatedData } from '../../domain/group.events';

/** Saves the group form over an existing group; its users get the new menu and permissions at their next request. */
export class UpdateGroupCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly gruppo: GroupCreatedData,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
