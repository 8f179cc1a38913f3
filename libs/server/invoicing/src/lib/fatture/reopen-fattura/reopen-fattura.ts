import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, type MessageOf } from '@registro/server-platform';
import { getFattura } from '../get-fattura/get-fattura';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { reopenFatturaDecider } from './decide-reopen-fattura';
import { ReopenFatturaDto } from './reopen-fattura.dto';

/**
 * POST /api/documenti/:id/riapri `{ motivo }`: an exported invoice the SDI never delivered is
 * unlocked (FatturaRiaperta, in its history); its next download is a new export. Its own
 * permission, fatturazione 'approva': editing invoices ('modifica') is not enough.
 */
export const reopenFattura = aggregateUseCase({
  name: 'ReopenFattura',
  method: 'POST',
  path: ':id/riapri',
  status: 200,
  permission: [SEZIONE_FATTURAZIONE, 'approva'],
  body: ReopenFatturaDto,
  decider: reopenFatturaDecider,
  answer: { messaggio: 'Fattura riaperta', read: getFattura },
});

@Controller('documenti')
export class ReopenFatturaEndpoint extends UseCaseEndpoint(reopenFattura) {}

@CommandHandler(reopenFattura.message)
export class ReopenFatturaHandler implements ICommandHandler<MessageOf<typeof reopenFattura>, number> {
  constructor(private readonly useCases: AggregateUseCases) {}

  execute({ input }: MessageOf<typeof reopenFattura>): Promise<number> {
    return this.useCases.run(reopenFattura, input, {
      stream: () => ({ id: input.id, expectedVersion: 'any' }),
      load: () => ({ id: input.id, motivo: input.body.motivo }),
    });
  }
}
