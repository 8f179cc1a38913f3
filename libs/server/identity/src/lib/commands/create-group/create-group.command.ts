import { Command } from '@nestjs/cqrs';
import type { VoceMenuGruppo } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import type { SezioneGruppo } from '../../domain/group.events';

/** Creates a group; answers its id. */
export class CreateGroupCommand extends Command<number> {
  constructor(
    readonly gruppo: { nome: string; descrizione?: string; menu: VoceMenuGruppo[]; sezioni: SezioneGruppo[] },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
