import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { NotFoundError, BadRequestError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { riprovaSeConflitto } from '../../commands/retry-on-conflict';
import { STATO_UTENZA_BLOCCATA, USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { USER_UNLOCKED, type UserUnlockedData } from '../credentials.events';
import { utentePerId } from '../credentials.read-model';

export const MESSAGGIO_UTENTE_SBLOCCATO = 'Utente sbloccato con successo';

/** PUT users/sblocca/:id: a BLOCCATA account becomes ATTIVA again, its failure count back to zero. */
@Injectable()
export class SbloccaUtente {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async sblocca(id: number, metadata: EventMetadata): Promise<string> {
    const utente = await utentePerId(this.pool, id);
    if (!utente) throw new NotFoundError('Utente non trovato');
    if (utente.statoUtenza !== STATO_UTENZA_BLOCCATA) throw new BadRequestError(`L'utente ${utente.username} non è bloccato`);
    const data: UserUnlockedData = {};
    await riprovaSeConflitto(() =>
      this.uow.run((tx) =>
        this.store.append(tx, userStreamId(id), USER_STREAM_TYPE, [{ type: USER_UNLOCKED, data: { ...data } }], 'any', metadata),
      ),
    );
    return MESSAGGIO_UTENTE_SBLOCCATO;
  }
}
