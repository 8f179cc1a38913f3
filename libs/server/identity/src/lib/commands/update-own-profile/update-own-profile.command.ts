import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import type { UpdateOwnProfileDto } from './update-own-profile.dto';

/** Saves /profilo/edit: the caller's own record only. */
export class UpdateOwnProfileCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly profilo: UpdateOwnProfileDto,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
