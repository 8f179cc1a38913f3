import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, UnitOfWork } from '@registro/server-platform';
import { modificaProfilo } from '../../domain/user.aggregate';
import { USER_PROFILE_UPDATED, USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { statoUtente } from '../user-stream/user-stream-state';
import { UpdateOwnProfileCommand } from './update-own-profile.command';
import { valoriProfilo } from './valori-profilo';

const VINCOLO_CODICE_FISCALE = 'utenti_codice_fiscale_key';

@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ userId, profilo, metadata }: UpdateOwnProfileCommand): Promise<void> {
    try {
      await riprovaSeConflitto(() =>
        this.uow.run(async (tx) => {
          const { utente, versione } = await statoUtente(tx, userId);
          const evento = modificaProfilo(utente, valoriProfilo(profilo, utente));
          if (evento) await this.store.append(tx, userStreamId(userId), USER_STREAM_TYPE, [{ type: USER_PROFILE_UPDATED, data: { ...evento } }], versione, metadata);
        }),
      );
    } catch (e) {
      if ((e as { constraint?: string }).constraint === VINCOLO_CODICE_FISCALE)
        throw new ConflictError('Codice fiscale già associato a un altro utente');
      throw e;
    }
  }
}
