import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, type NewEvent, type Transaction } from '@registro/server-event-store';
import { ConflictError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { MESSAGGIO_USERNAME_DUPLICATO, modificaUtente } from '../../domain/user.aggregate';
import {
  USER_GROUP_CHANGED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_STREAM_TYPE,
  USER_UPDATED,
  userStreamId,
  type UserGroupChangedData,
} from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { eventoAttivazione } from '../toggle-user-active/evento-attivazione';
import { isUniqueViolation } from '../unique-violation';
import { statoUtente } from '../user-stream/user-stream-state';
import { UpdateUserCommand } from './update-user.command';

/** The group a user moves to, locked against a concurrent deletion; 400 when it does not exist. */
export async function gruppoEsistente(tx: Transaction, id: number): Promise<{ id: number; nome: string }> {
  const { rows } = await tx.query(`SELECT id, nome FROM gruppi WHERE id = $1 FOR SHARE`, [id]);
  if (!rows[0]) throw new BadRequestError('Il gruppo indicato non esiste');
  return rows[0];
}

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ id, valori, amministratore, metadata }: UpdateUserCommand): Promise<void> {
    const passwordHash = valori.password === undefined ? undefined : await hashPassword(valori.password);
    try {
      await riprovaSeConflitto(() =>
        this.uow.run(async (tx) => {
          const { utente, versione } = await statoUtente(tx, id);
          const eventi: NewEvent[] = [];
          const modifiche = modificaUtente(utente, {
            username: valori.username,
            firstname: valori.firstname,
            lastname: valori.lastname,
            email: valori.email,
            scadenzaUtenza: valori.scadenzaUtenza === undefined ? undefined : valori.scadenzaUtenza?.toISOString() ?? null,
          });
          if (modifiche) eventi.push({ type: USER_UPDATED, data: { ...modifiche } });
          if (valori.gruppoId !== utente.gruppoId) {
            const dopo = await gruppoEsistente(tx, valori.gruppoId);
            const data: UserGroupChangedData = { prima: { id: utente.gruppoId, nome: utente.gruppoNome }, dopo };
            eventi.push({ type: USER_GROUP_CHANGED, data: { ...data } });
          }
          const attivazione = valori.attivo === undefined ? null : eventoAttivazione(utente, valori.attivo, amministratore);
          if (attivazione) eventi.push(attivazione);
          if (passwordHash) eventi.push({ type: USER_PASSWORD_SET_BY_ADMINISTRATOR, data: { passwordHash } });
          if (!eventi.length) return;
          await this.store.append(tx, userStreamId(id), USER_STREAM_TYPE, eventi, versione, metadata);
          if (valori.attivo === false && attivazione) await this.sessions.deleteAllForUser(id);
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(MESSAGGIO_USERNAME_DUPLICATO);
      throw e;
    }
  }
}
