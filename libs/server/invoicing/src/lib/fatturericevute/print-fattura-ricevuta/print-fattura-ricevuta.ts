import { Controller, Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE, type FatturaRicevuta } from '@registro/contracts';
import { AggregateUseCases, PDF_RENDERER, UseCaseEndpoint, aggregateUseCase, type MessageOf, type PdfRenderer } from '@registro/server-platform';
import { datiStampaFatturaRicevuta } from '../domain/dati-stampa-fattura-ricevuta';
import { getFatturaRicevuta } from '../get-fattura-ricevuta/get-fattura-ricevuta';
import { printFatturaRicevutaDecider } from './decide-print-fattura-ricevuta';

/** The built-in template `libs/server/reporting/templates/fatturaRicevuta.jrxml` (replaceable from Template di Stampa). */
export const REPORT_FATTURA_RICEVUTA = 'fatturaRicevuta';

/** POST /api/fatturericevute/:id/stampa: the PDF (base64) of the received invoice, laid out like the ministerial style sheet; recorded in its history. */
export const printFatturaRicevuta = aggregateUseCase({
  name: 'PrintFatturaRicevuta',
  method: 'POST',
  path: ':id/stampa',
  status: 200,
  permission: [SEZIONE.fatturericevute, 'visualizza'],
  decider: printFatturaRicevutaDecider,
});

@Controller('fatturericevute')
export class PrintFatturaRicevutaEndpoint extends UseCaseEndpoint(printFatturaRicevuta) {}

/** Renders through the PDF_RENDERER port (before the transaction), then records FatturaRicevutaStampata; answers the base64 PDF. */
@CommandHandler(printFatturaRicevuta.message)
export class PrintFatturaRicevutaHandler implements ICommandHandler<MessageOf<typeof printFatturaRicevuta>, string> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly queries: QueryBus,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer,
  ) {}

  async execute({ input }: MessageOf<typeof printFatturaRicevuta>): Promise<string> {
    const fattura = await this.queries.execute<InstanceType<typeof getFatturaRicevuta.message>, FatturaRicevuta>(
      new getFatturaRicevuta.message({ id: input.id, body: undefined, query: undefined, metadata: input.metadata, user: input.user }),
    );
    const pdf = await this.renderer.render(REPORT_FATTURA_RICEVUTA, datiStampaFatturaRicevuta(fattura));
    await this.useCases.run(printFatturaRicevuta, input, {
      stream: () => ({ id: input.id, expectedVersion: 'any' }),
      load: () => ({ id: input.id, reportName: REPORT_FATTURA_RICEVUTA }),
    });
    return pdf;
  }
}
