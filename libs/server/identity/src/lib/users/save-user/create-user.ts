import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  AggregateUseCases,
  BadRequestError,
  ConflictError,
  UseCaseEndpoint,
  aggregateUseCase,
  decider,
  isUniqueViolation,
  type MessageOf,
} from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { InvalidUserData, MESSAGGIO_USERNAME_DUPLICATO, createUser as newUserCreated, userAggregate } from '../../domain/user.aggregate';
import type { UserCreatedData } from '../../domain/user.events';
import { getUser } from '../get-user/get-user';
import { decideCreateUser } from './decide-save-user';
import { SaveUserDto } from './save-user.dto';
import { userFormValues } from './user-form-values';

/** A new user's values, checked by the form (or given by the seeder): the password in clear. */
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

/** POST /api/users: the user form of a new user. Answers the saved user as GET /api/users/:id shows it. */
export const createUser = aggregateUseCase({
  name: 'CreateUser',
  method: 'POST',
  path: '',
  permission: [SEZIONE.users, 'modifica'],
  body: SaveUserDto,
  decider: decider(userAggregate, decideCreateUser),
  answer: { read: getUser },
});

@Controller('users')
export class CreateUserEndpoint extends UseCaseEndpoint(createUser) {}

@CommandHandler(createUser.message)
export class CreateUserHandler implements ICommandHandler<MessageOf<typeof createUser>, number> {
  constructor(private readonly useCases: AggregateUseCases) {}

  execute({ input }: MessageOf<typeof createUser>): Promise<number> {
    const v = userFormValues(input.body, true);
    return this.create(
      {
        username: v.username,
        firstname: v.firstname,
        lastname: v.lastname,
        email: v.email,
        password: v.password as string,
        gruppoId: v.gruppoId,
        attivo: v.attivo,
        scadenzaUtenza: v.scadenzaUtenza,
      },
      input.metadata,
    );
  }

  /**
   * A user from values already checked (also the demo seeder's way in): 400 for a missing field or
   * a group that does not exist, 409 for a username in use.
   */
  async create(utente: NewUserData, metadata: EventMetadata): Promise<number> {
    if (!utente.password) throw new BadRequestError('Il campo Password è obbligatorio');
    let data: UserCreatedData;
    try {
      data = newUserCreated({ ...utente, passwordHash: await hashPassword(utente.password) });
    } catch (e) {
      if (e instanceof InvalidUserData) throw new BadRequestError(e.errori);
      throw e;
    }
    try {
      return await this.useCases.run(createUser, { body: {}, query: undefined, metadata }, {
        stream: async (tx) => ({ id: (await tx.query(`SELECT nextval('utenti_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
        load: async (tx) => {
          // FOR SHARE: a concurrent deletion of the group waits, then sees this user
          const gruppo = await tx.query('SELECT 1 FROM gruppi WHERE id = $1 FOR SHARE', [data.gruppoId]);
          if (!gruppo.rowCount) throw new BadRequestError('Il gruppo indicato non esiste');
          return data;
        },
      });
    } catch (e) {
      if (isUniqueViolation(e, 'utenti_username_key')) throw new ConflictError(MESSAGGIO_USERNAME_DUPLICATO);
      throw e;
    }
  }
}
