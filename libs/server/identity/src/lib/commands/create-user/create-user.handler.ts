import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, BadRequestError, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { InvalidUserData, MESSAGGIO_USERNAME_DUPLICATO, createUser, userAggregate } from '../../domain/user.aggregate';
import { USER_CREATED, userStreamId, type UserCreatedData, type UserEvent } from '../../domain/user.events';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ utente, metadata }: CreateUserCommand): Promise<number> {
    if (!utente.password) throw new BadRequestError('Il campo Password è obbligatorio');
    let data: UserCreatedData;
    try {
      data = createUser({ ...utente, passwordHash: await hashPassword(utente.password) });
    } catch (e) {
      if (e instanceof InvalidUserData) throw new BadRequestError(e.errori);
      throw e;
    }
    try {
      return await this.uow.run(async (tx) => {
        // FOR SHARE: a concurrent deletion of the group waits, then sees this user
        const gruppo = await tx.query('SELECT 1 FROM gruppi WHERE id = $1 FOR SHARE', [data.gruppoId]);
        if (!gruppo.rowCount) throw new BadRequestError('Il gruppo indicato non esiste');
        const { rows } = await tx.query(`SELECT nextval('utenti_id_seq')::int AS id`);
        const id: number = rows[0].id;
        await this.store.handleCommand(tx, userStreamId(id), userAggregate, (): UserEvent[] => [{ type: USER_CREATED, data }], {
          metadata,
          expectedVersion: 0,
        });
        return id;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'utenti_username_key')) throw new ConflictError(MESSAGGIO_USERNAME_DUPLICATO);
      throw e;
    }
  }
}
