import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, type Transaction } from '@registro/server-event-store';
import { ConflictError, BadRequestError, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { MESSAGGIO_USERNAME_DUPLICATO, updateUser, userAggregate, type UserState } from '../../domain/user.aggregate';
import {
  USER_DEACTIVATED,
  USER_GROUP_CHANGED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_UPDATED,
  userStreamId,
  type UserEvent,
} from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { activationEvent } from '../toggle-user-active/activation-event';
import { existingUser } from '../user-stream/existing-user';
import type { UserFormValues } from '../save-user/user-form-values';
import { UpdateUserCommand } from './update-user.command';

/** The group a user moves to, locked against a concurrent deletion; 400 when it does not exist. */
export async function gruppoEsistente(tx: Transaction, id: number): Promise<{ id: number; nome: string }> {
  const { rows } = await tx.query(`SELECT id, nome FROM gruppi WHERE id = $1 FOR SHARE`, [id]);
  if (!rows[0]) throw new BadRequestError('Il gruppo indicato non esiste');
  return rows[0];
}

/** The group's name today, for the history line of a group change. */
async function nomeGruppo(tx: Transaction, id: number): Promise<string> {
  const { rows } = await tx.query(`SELECT nome FROM gruppi WHERE id = $1`, [id]);
  return rows[0]?.nome ?? '';
}

/** The group the user leaves (its name today) and the one it joins, or null when the group stays. */
async function groupChange(tx: Transaction, state: UserState, gruppoId: number): Promise<{ prima: { id: number; nome: string }; dopo: { id: number; nome: string } } | null> {
  const utente = existingUser(state);
  if (gruppoId === utente.gruppoId) return null;
  const prima = { id: utente.gruppoId, nome: await nomeGruppo(tx, utente.gruppoId) };
  return { prima, dopo: await gruppoEsistente(tx, gruppoId) };
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
      await this.uow.run(async (tx) => {
        const { newEvents } = await this.store.handleCommand(
          tx,
          userStreamId(id),
          userAggregate,
          (state, { inputs: cambioGruppo }): UserEvent[] => {
            const utente = existingUser(state);
            const eventi: UserEvent[] = [];
            const modifiche = updateUser(utente, changedFields(valori));
            if (modifiche) eventi.push({ type: USER_UPDATED, data: modifiche });
            if (cambioGruppo) eventi.push({ type: USER_GROUP_CHANGED, data: cambioGruppo });
            const attivazione = valori.attivo === undefined ? null : activationEvent({ id, attivo: utente.attivo }, valori.attivo, amministratore);
            if (attivazione) eventi.push(attivazione);
            if (passwordHash) eventi.push({ type: USER_PASSWORD_SET_BY_ADMINISTRATOR, data: { passwordHash } });
            return eventi;
          },
          { metadata, load: (state: UserState) => groupChange(tx, state, valori.gruppoId) },
        );
        if (newEvents.some((e) => e.type === USER_DEACTIVATED)) await this.sessions.deleteAllForUser(id);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'utenti_username_key')) throw new ConflictError(MESSAGGIO_USERNAME_DUPLICATO);
      throw e;
    }
  }
}

/** The form's fields UserUpdated compares (undefined: left as they are). */
function changedFields(values: UserFormValues): Partial<Pick<UserState, 'username' | 'firstname' | 'lastname' | 'email' | 'scadenzaUtenza'>> {
  return {
    username: values.username,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    scadenzaUtenza: values.scadenzaUtenza === undefined ? undefined : (values.scadenzaUtenza?.toISOString() ?? null),
  };
}
