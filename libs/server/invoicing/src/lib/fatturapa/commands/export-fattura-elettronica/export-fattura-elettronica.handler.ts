import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork, UnprocessableEntityError } from '@registro/server-platform';
import { fatturaAggregate } from '../../../fatture/domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../../../fatture/domain/fattura.events';
import { decideExportFatturaElettronica } from '../../domain/decide-export-fattura-elettronica';
import { buildFatturaElettronica, isDestinatarioPrivato } from '../../domain/fattura-elettronica-builder';
import { FatturaElettronicaVerifier } from '../../fattura-elettronica-verifier';
import { descriviProblema } from '../../sdi/problema-sdi';
import { DatiFatturaElettronicaLoader } from './dati-fattura-elettronica.loader';
import { ExportFatturaElettronicaCommand, type FatturaElettronicaEsportata } from './export-fattura-elettronica.command';

/**
 * Builds the FatturaPA XML, refuses it with 422 (each problem with the SDI code it would trigger)
 * when the XSD or an offline SDI check fails, else records FatturaElettronicaEsportata.
 */
@CommandHandler(ExportFatturaElettronicaCommand)
export class ExportFatturaElettronicaHandler implements ICommandHandler<ExportFatturaElettronicaCommand, FatturaElettronicaEsportata> {
  constructor(
    private readonly loader: DatiFatturaElettronicaLoader,
    private readonly verifier: FatturaElettronicaVerifier,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, metadata }: ExportFatturaElettronicaCommand): Promise<FatturaElettronicaEsportata> {
    const dati = await this.loader.load(id);
    const { xml, formato, nomeFile } = buildFatturaElettronica(dati);
    const problemi = await this.verifier.problemi(xml);
    if (problemi.length) throw new UnprocessableEntityError(problemi.map(descriviProblema), { problemi });
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        fatturaStreamId(id),
        fatturaAggregate,
        (state): FatturaEvent[] => decideExportFatturaElettronica(state, { nomeFile, formato }),
        { metadata, expectedVersion: 'any' },
      ),
    );
    return { xml, nomeFile, privato: isDestinatarioPrivato(dati.documento) };
  }
}
