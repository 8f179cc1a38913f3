import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork, UnprocessableEntityError } from '@registro/server-platform';
import { fatturaAggregate } from '../../../fatture/domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../../../fatture/domain/fattura.events';
import { problemiFatturaSdi } from '../../checks/fattura-sdi-checks';
import { problemiPerUtente } from '../../checks/problemi-per-utente';
import { decideExportFatturaElettronica } from '../../domain/decide-export-fattura-elettronica';
import { buildFatturaElettronica, isDestinatarioPrivato } from '../../domain/fattura-elettronica-builder';
import { FatturaElettronicaVerifier } from '../../fattura-elettronica-verifier';
import { descriviProblema } from '../../sdi/problema-sdi';
import { DatiFatturaElettronicaLoader } from './dati-fattura-elettronica.loader';
import { ExportFatturaElettronicaCommand, type FatturaElettronicaEsportata } from './export-fattura-elettronica.command';

/**
 * Checks the stored invoice with the rules the save applies (fatturapa/checks: an invoice saved
 * before them may break them), builds the FatturaPA XML, then the XSD and the offline SDI checks;
 * refuses with 422 in the editor's words (each problem with the SDI code it would trigger; the
 * XSD's raw detail, line and element, only in the server log), else records FatturaElettronicaEsportata.
 */
@CommandHandler(ExportFatturaElettronicaCommand)
export class ExportFatturaElettronicaHandler implements ICommandHandler<ExportFatturaElettronicaCommand, FatturaElettronicaEsportata> {
  private readonly logger = new Logger('FatturaElettronica');

  constructor(
    private readonly loader: DatiFatturaElettronicaLoader,
    private readonly verifier: FatturaElettronicaVerifier,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, metadata }: ExportFatturaElettronicaCommand): Promise<FatturaElettronicaEsportata> {
    const dati = await this.loader.load(id);
    const righe = dati.documento.righeDocumento.filter((r) => r.descrizione?.trim());
    const regole = problemiFatturaSdi(
      { destinatario: dati.documento, righe, cedente: dati.struttura },
      { province: await this.loader.province(), riferimentiNormativi: dati.riferimentiNormativi },
    );
    if (regole.length) throw new UnprocessableEntityError(regole.map((p) => p.messaggio), { problemi: regole });
    const { xml, formato, nomeFile } = buildFatturaElettronica(dati);
    const trovati = await this.verifier.problemi(xml);
    if (trovati.length) {
      this.logger.warn(`Fattura ${id}: fattura elettronica non conforme: ${trovati.map(descriviProblema).join(' | ')}`);
      const problemi = problemiPerUtente(xml, trovati);
      throw new UnprocessableEntityError(problemi.map((p) => p.messaggio), { problemi });
    }
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
