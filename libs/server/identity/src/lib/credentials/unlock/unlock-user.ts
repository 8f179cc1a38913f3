import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { existingUser } from '../../users/existing-user';
import { userAggregate } from '../../domain/user.aggregate';
import { STATO_UTENZA_BLOCCATA, userStreamId, type UserEvent } from '../../domain/user.events';
import { USER_UNLOCKED } from '../credentials.events';

export const MESSAGGIO_UTENTE_SBLOCCATO = 'Utente sbloccato con successo';

/** PUT users/sblocca/:id: a BLOCCATA account becomes ATTIVA again, its failure count back to zero. */
@Injectable()
export class UnlockUser {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async sblocca(id: number, metadata: EventMetadata): Promise<string> {
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        userStreamId(id),
        userAggregate,
        (state): UserEvent[] => {
          const utente = existingUser(state);
          if (utente.statoUtenza !== STATO_UTENZA_BLOCCATA) throw new BadRequestError(`L'utente ${utente.username} non è bloccato`);
          return [{ type: USER_UNLOCKED, data: {} }];
        },
        { metadata },
      ),
    );
    return MESSAGGIO_UTENTE_SBLOCCATO;
  }
}
