import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import { AggregateUseCases, NotFoundError, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { groupAggregate } from '../../domain/group.aggregate';
import { decideDeleteGruppo } from './decide-delete-gruppo';

/** DELETE /api/gruppi/:id: a group no user belongs to (409 while users still do). */
export const deleteGruppo = aggregateUseCase({
  name: 'DeleteGruppo',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE.gruppi, 'elimina'],
  decider: decider(groupAggregate, decideDeleteGruppo),
  answer: { messaggio: 'Gruppo eliminato con successo' },
});

@Controller('gruppi')
export class DeleteGruppoEndpoint extends UseCaseEndpoint(deleteGruppo) {}

/**
 * The group's row is locked before its users are counted: a user being created in or moved to it
 * (they lock it FOR SHARE) is either counted here or refused there.
 */
@CommandHandler(deleteGruppo.message)
export class DeleteGruppoHandler implements ICommandHandler<MessageOf<typeof deleteGruppo>, { id: number }> {
  constructor(private readonly useCases: AggregateUseCases) {}

  async execute({ input }: MessageOf<typeof deleteGruppo>): Promise<{ id: number }> {
    const id = await this.useCases.run(deleteGruppo, input, {
      stream: () => ({ id: input.id }),
      load: async (tx) => {
        const { rows } = await tx.query(`SELECT 1 FROM gruppi WHERE id = $1 FOR UPDATE`, [input.id]);
        if (!rows[0]) throw new NotFoundError('Gruppo non trovato');
        const utenti: number = (await tx.query(`SELECT count(*)::int AS n FROM utenti WHERE gruppo_id = $1`, [input.id])).rows[0].n;
        return { utenti };
      },
    });
    return { id };
  }
}
