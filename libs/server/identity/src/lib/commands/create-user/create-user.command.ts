import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';

export interface NewUserData {
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
    readonly utente: NewUserData,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
