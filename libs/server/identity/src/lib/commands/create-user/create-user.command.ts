import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';

export interface DatiNuovoUtente {
  username: string;
  firstname: string;
  lastname: string;
  email?: string;
  password: string;
  gruppoId: number;
  attivo?: boolean;
  scadenzaUtenza?: Date | null;
}

/** Creates a user; answers its id. */
export class CreateUserCommand extends Command<number> {
  constructor(
    readonly utente: DatiNuovoUtente,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
