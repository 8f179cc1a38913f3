import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { updateProfile, userAggregate } from '../../domain/user.aggregate';
import { USER_PROFILE_UPDATED, userStreamId, type UserEvent } from '../../domain/user.events';
import { existingUser } from '../../users/existing-user';
import { UpdateOwnProfileCommand } from './update-own-profile.command';
import { profileValues } from './profile-values';

const VINCOLO_CODICE_FISCALE = 'utenti_codice_fiscale_key';

@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ userId, profilo, metadata }: UpdateOwnProfileCommand): Promise<void> {
    try {
      await this.uow.run((tx) =>
        this.store.handleCommand(
          tx,
          userStreamId(userId),
          userAggregate,
          (state): UserEvent[] => {
            const utente = existingUser(state);
            const modifica = updateProfile(utente, profileValues(profilo, utente));
            return modifica ? [{ type: USER_PROFILE_UPDATED, data: modifica }] : [];
          },
          { metadata },
        ),
      );
    } catch (e) {
      if (isUniqueViolation(e, VINCOLO_CODICE_FISCALE)) throw new ConflictError('Codice fiscale già associato a un altro utente');
      throw e;
    }
  }
}
