import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import type { Transaction } from '@registro/server-event-store';
import {
  AggregateUseCases,
  BadRequestError,
  ConflictError,
  UseCaseEndpoint,
  aggregateUseCase,
  decider,
  isUniqueViolation,
  type AuthenticatedUser,
  type MessageOf,
} from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { MESSAGGIO_USERNAME_DUPLICATO, userAggregate, type UserState } from '../../domain/user.aggregate';
import type { UserGroupChangedData } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { existingUser } from '../existing-user';
import { getUser } from '../get-user/get-user';
import { decideUpdateUser } from './decide-save-user';
import { SaveUserDto } from './save-user.dto';
import { userFormValues } from './user-form-values';

/**
 * PUT /api/users/:id: the user form over an existing user (profile fields, group, expiry, attivo,
 * password). Answers the saved user as GET /api/users/:id shows it.
 */
export const updateUser = aggregateUseCase({
  name: 'UpdateUser',
  method: 'PUT',
  path: ':id',
  permission: [SEZIONE.users, 'modifica'],
  body: SaveUserDto,
  decider: decider(userAggregate, decideUpdateUser),
  answer: { read: getUser },
});

/** In UsersAdminHttpModule, after every fixed PUT /api/users/<word> route (see there). */
@Controller('users')
export class UpdateUserEndpoint extends UseCaseEndpoint(updateUser) {}

/** The group a user moves to, locked against a concurrent deletion; 400 when it does not exist. */
async function gruppoEsistente(tx: Transaction, id: number): Promise<{ id: number; nome: string }> {
  const { rows } = await tx.query(`SELECT id, nome FROM gruppi WHERE id = $1 FOR SHARE`, [id]);
  if (!rows[0]) throw new BadRequestError('Il gruppo indicato non esiste');
  return rows[0];
}

/** The group the user leaves (its name today) and the one it joins, or null when the group stays. */
async function groupChange(tx: Transaction, state: UserState, gruppoId: number): Promise<UserGroupChangedData | null> {
  const utente = existingUser(state);
  if (gruppoId === utente.gruppoId) return null;
  const { rows } = await tx.query(`SELECT nome FROM gruppi WHERE id = $1`, [utente.gruppoId]);
  const prima = { id: utente.gruppoId, nome: rows[0]?.nome ?? '' };
  return { prima, dopo: await gruppoEsistente(tx, gruppoId) };
}

/** Deactivating a user ends their sessions. */
@CommandHandler(updateUser.message)
export class UpdateUserHandler implements ICommandHandler<MessageOf<typeof updateUser>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ input }: MessageOf<typeof updateUser>): Promise<number> {
    const { id } = input;
    const valori = userFormValues(input.body, false);
    const passwordHash = valori.password === undefined ? undefined : await hashPassword(valori.password);
    let disattivato = false;
    try {
      await this.useCases.run(updateUser, input, {
        stream: () => ({ id }),
        load: async (tx, { state }) => {
          const cambioGruppo = await groupChange(tx, state, valori.gruppoId);
          disattivato = state.attivo && valori.attivo === false;
          return { id, valori, passwordHash, cambioGruppo, amministratore: input.user as AuthenticatedUser };
        },
      });
    } catch (e) {
      if (isUniqueViolation(e, 'utenti_username_key')) throw new ConflictError(MESSAGGIO_USERNAME_DUPLICATO);
      throw e;
    }
    if (disattivato) await this.sessions.deleteAllForUser(id);
    return id;
  }
}
