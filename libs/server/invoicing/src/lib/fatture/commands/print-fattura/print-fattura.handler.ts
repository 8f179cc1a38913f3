import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { DocumentoFattura } from '@registro/contracts';
import { PostgresEventStore } from '@registro/server-event-store';
import { PDF_RENDERER, UnitOfWork, type PdfRenderer } from '@registro/server-platform';
import { decidePrintFattura } from '../../domain/decide-print-fattura';
import { fatturaAggregate } from '../../domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../../domain/fattura.events';
import { GetFatturaQuery } from '../../queries/get-fattura/get-fattura.query';
import { PrintFatturaCommand } from './print-fattura.command';

export const REPORT_FATTURA = 'documenti';

/** Renders the invoice through the PDF_RENDERER port, then records FatturaStampata; answers the base64 PDF. */
@CommandHandler(PrintFatturaCommand)
export class PrintFatturaHandler implements ICommandHandler<PrintFatturaCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly queries: QueryBus,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer,
  ) {}

  async execute({ id, metadata }: PrintFatturaCommand): Promise<string> {
    const documento = await this.queries.execute<GetFatturaQuery, DocumentoFattura>(new GetFatturaQuery(id));
    const pdf = await this.renderer.render(REPORT_FATTURA, documento);
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        fatturaStreamId(id),
        fatturaAggregate,
        (state): FatturaEvent[] => decidePrintFattura(state, { id, reportName: REPORT_FATTURA }),
        { metadata, expectedVersion: 'any' },
      ),
    );
    return pdf;
  }
}
