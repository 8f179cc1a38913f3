import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import {
  AggregateUseCases,
  ConflictError,
  SezioniPermesso,
  UseCaseEndpoint,
  aggregateUseCase,
  decider,
  isUniqueViolation,
  type MessageOf,
} from '@registro/server-platform';
import { MESSAGGIO_NOME_GRUPPO_DUPLICATO, groupAggregate } from '../../domain/group.aggregate';
import { getGruppo } from '../get-gruppo/get-gruppo';
import { decideUpdateGruppo } from './decide-save-gruppo';
import { SaveGruppoDto } from './save-gruppo.dto';
import { validGruppo } from './valid-gruppo';

/**
 * PUT /api/gruppi/:id: the group form over an existing group; its users get the new menu and
 * permissions at their next request. Answers the saved group as GET /api/gruppi/:id shows it.
 */
export const updateGruppo = aggregateUseCase({
  name: 'UpdateGruppo',
  method: 'PUT',
  path: ':id',
  permission: [SEZIONE.gruppi, 'modifica'],
  body: SaveGruppoDto,
  decider: decider(groupAggregate, decideUpdateGruppo),
  answer: { read: getGruppo },
});

@Controller('gruppi')
export class UpdateGruppoEndpoint extends UseCaseEndpoint(updateGruppo) {}

@CommandHandler(updateGruppo.message)
export class UpdateGruppoHandler implements ICommandHandler<MessageOf<typeof updateGruppo>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sezioni: SezioniPermesso,
  ) {}

  async execute({ input }: MessageOf<typeof updateGruppo>): Promise<number> {
    const gruppo = validGruppo(input.body, await this.sezioni.tutte());
    try {
      return await this.useCases.run(updateGruppo, input, { stream: () => ({ id: input.id }), load: () => gruppo });
    } catch (e) {
      if (isUniqueViolation(e, 'gruppi_nome_key')) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
