import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@registro/server-platform';
import { ExportFatturaElettronicaCommand, type FatturaElettronicaEsportata } from './export-fattura-elettronica.command';
import { FatturaElettronicaExporter } from './fattura-elettronica-exporter';

/** One download: the export (see FatturaElettronicaExporter) in a transaction of its own. */
@CommandHandler(ExportFatturaElettronicaCommand)
export class ExportFatturaElettronicaHandler implements ICommandHandler<ExportFatturaElettronicaCommand, FatturaElettronicaEsportata> {
  constructor(
    private readonly exporter: FatturaElettronicaExporter,
    private readonly uow: UnitOfWork,
  ) {}

  execute({ id, metadata }: ExportFatturaElettronicaCommand): Promise<FatturaElettronicaEsportata> {
    return this.uow.run((tx) => this.exporter.esporta(tx, id, metadata));
  }
}
