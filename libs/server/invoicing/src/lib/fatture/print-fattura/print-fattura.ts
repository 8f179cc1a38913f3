import { Controller, Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentoFattura } from '@registro/contracts';
import { AggregateUseCases, PDF_RENDERER, UseCaseEndpoint, aggregateUseCase, type MessageOf, type PdfRenderer } from '@registro/server-platform';
import { getFattura } from '../get-fattura/get-fattura';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { printFatturaDecider } from './decide-print-fattura';

export const REPORT_FATTURA = 'documenti';

/** POST /api/documenti/:id/stampa: the PDF (base64) of the stored document, report 'documenti'; recorded in its history. */
export const printFattura = aggregateUseCase({
  name: 'PrintFattura',
  method: 'POST',
  path: ':id/stampa',
  status: 200,
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
  decider: printFatturaDecider,
});

@Controller('documenti')
export class PrintFatturaEndpoint extends UseCaseEndpoint(printFattura) {}

/** Renders the invoice through the PDF_RENDERER port (before the transaction), then records FatturaStampata; answers the base64 PDF. */
@CommandHandler(printFattura.message)
export class PrintFatturaHandler implements ICommandHandler<MessageOf<typeof printFattura>, string> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly queries: QueryBus,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer,
  ) {}

  async execute({ input }: MessageOf<typeof printFattura>): Promise<string> {
    const documento = await this.queries.execute<InstanceType<typeof getFattura.message>, DocumentoFattura>(
      new getFattura.message({ id: input.id, body: undefined, query: undefined, metadata: input.metadata, user: input.user }),
    );
    const pdf = await this.renderer.render(REPORT_FATTURA, documento);
    await this.useCases.run(printFattura, input, {
      stream: () => ({ id: input.id, expectedVersion: 'any' }),
      load: () => ({ id: input.id, reportName: REPORT_FATTURA }),
    });
    return pdf;
  }
}
