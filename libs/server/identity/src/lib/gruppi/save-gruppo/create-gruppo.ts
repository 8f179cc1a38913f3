import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
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
import { decideCreateGruppo, type NuovoGruppo } from './decide-save-gruppo';
import { SaveGruppoDto } from './save-gruppo.dto';
import { validGruppo } from './valid-gruppo';

/**
 * POST /api/gruppi: a new group (spec 1 §7 does not show the save's method and path; they follow
 * the generic save). Answers the saved group as GET /api/gruppi/:id shows it.
 */
export const createGruppo = aggregateUseCase({
  name: 'CreateGruppo',
  method: 'POST',
  path: '',
  permission: [SEZIONE.gruppi, 'modifica'],
  body: SaveGruppoDto,
  decider: decider(groupAggregate, decideCreateGruppo),
  answer: { read: getGruppo },
});

@Controller('gruppi')
export class CreateGruppoEndpoint extends UseCaseEndpoint(createGruppo) {}

@CommandHandler(createGruppo.message)
export class CreateGruppoHandler implements ICommandHandler<MessageOf<typeof createGruppo>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sezioni: SezioniPermesso,
  ) {}

  async execute({ input }: MessageOf<typeof createGruppo>): Promise<number> {
    return this.create(validGruppo(input.body, await this.sezioni.tutte()), input.metadata);
  }

  /** A group already in its stored form (also the demo seeder's way in); 409 for a name in use. */
  async create(gruppo: NuovoGruppo, metadata: EventMetadata): Promise<number> {
    try {
      return await this.useCases.run(createGruppo, { body: {}, query: undefined, metadata }, {
        stream: async (tx) => ({ id: (await tx.query(`SELECT nextval('gruppi_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
        load: () => gruppo,
      });
    } catch (e) {
      if (isUniqueViolation(e, 'gruppi_nome_key')) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
