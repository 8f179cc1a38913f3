import { Controller } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import { AggregateUseCases, ConflictError, UseCaseEndpoint, aggregateUseCase, decider, isUniqueViolation, type MessageOf } from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { getOwnProfile, type EditableProfile } from '../get-own-profile/get-own-profile';
import { decideUpdateOwnProfile } from './decide-update-own-profile';
import { UpdateOwnProfileDto } from './update-own-profile.dto';

const VINCOLO_CODICE_FISCALE = 'utenti_codice_fiscale_key';

/** PUT /api/profilo: saves /profilo/edit, the caller's own record only. Answers the saved profile as GET /api/profilo reads it. */
export const updateOwnProfile = aggregateUseCase({
  name: 'UpdateOwnProfile',
  method: 'PUT',
  path: '',
  access: 'authenticated',
  body: UpdateOwnProfileDto,
  decider: decider(userAggregate, decideUpdateOwnProfile),
});

@Controller('profilo')
export class UpdateOwnProfileEndpoint extends UseCaseEndpoint(updateOwnProfile) {}

@CommandHandler(updateOwnProfile.message)
export class UpdateOwnProfileHandler implements ICommandHandler<MessageOf<typeof updateOwnProfile>, EditableProfile> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input }: MessageOf<typeof updateOwnProfile>): Promise<EditableProfile> {
    await this.update(input.user?.userId as number, input.body, input.metadata);
    return this.queries.execute(new getOwnProfile.message({ body: undefined, query: undefined, metadata: input.metadata, user: input.user }));
  }

  /** One user's profile fields (also the demo seeder's way in): 400 for invalid values, 409 for a fiscal code in use. */
  async update(userId: number, profilo: UpdateOwnProfileDto, metadata: EventMetadata): Promise<void> {
    try {
      await this.useCases.run(updateOwnProfile, { body: profilo, query: undefined, metadata }, { stream: () => ({ id: userId }), load: () => profilo });
    } catch (e) {
      if (isUniqueViolation(e, VINCOLO_CODICE_FISCALE)) throw new ConflictError('Codice fiscale già associato a un altro utente');
      throw e;
    }
  }
}
