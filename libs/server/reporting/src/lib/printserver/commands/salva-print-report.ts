import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { verificaJson } from '@registro/contracts';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { ConflictError, NotFoundError, BadRequestError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { SEZIONE_PRINTSERVER, streamPrintReport, type ValoriPrintReport } from '../printserver.events';
import { NomiFileTemplate } from '../queries/nomi-file-template';
import type { PrintReportDto } from './print-report.dto';
import { eDuplicato, modifiche } from './modifiche';

export const MESSAGGIO_REPORT_DUPLICATO = 'Esiste già un report con questo nome';

/** Create, update and delete of a print server record: generic record events on `printserver-<id>`. */
@Injectable()
export class SalvaPrintReport {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly nomiFile: NomiFileTemplate,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async crea(dto: PrintReportDto, metadata: EventMetadata): Promise<number> {
    const valori = await this.valori(dto);
    return this.nomeUnico(() =>
      this.uow.run(async (tx) => {
        const { rows } = await tx.query(`SELECT nextval('print_report_id_seq')::int AS id`);
        const id = rows[0].id as number;
        await this.store.append(tx, streamPrintReport(id), SEZIONE_PRINTSERVER, [{ type: 'RecordCreated', data: { values: { ...valori } } }], 0, metadata);
        return id;
      }),
    );
  }

  async modifica(id: number, dto: PrintReportDto, metadata: EventMetadata): Promise<void> {
    const valori = await this.valori(dto);
    await this.nomeUnico(() =>
      this.uow.run(async (tx) => {
        const { rows } = await tx.query(
          `SELECT report_name AS "reportName", nome_file AS "nomeFile", descrizione, versione_report AS versione, stato, test_data AS "testData", versione AS "versioneStream"
           FROM print_report WHERE id = $1 FOR UPDATE`,
          [id],
        );
        const prima = rows[0] as (ValoriPrintReport & { versioneStream: number }) | undefined;
        if (!prima) throw new NotFoundError('Report non trovato');
        const changes = modifiche(prima, valori);
        if (Object.keys(changes).length)
          await this.store.append(tx, streamPrintReport(id), SEZIONE_PRINTSERVER, [{ type: 'RecordUpdated', data: { changes } }], prima.versioneStream, metadata);
      }),
    );
  }

  async elimina(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT versione FROM print_report WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Report non trovato');
      await this.store.append(tx, streamPrintReport(id), SEZIONE_PRINTSERVER, [{ type: 'RecordDeleted', data: {} }], rows[0].versione, metadata);
    });
  }

  /** The record to store, or 400 with every problem: a name, a known template file, test data that parse. */
  private async valori(dto: PrintReportDto): Promise<ValoriPrintReport> {
    const errori: string[] = [];
    const reportName = dto.reportName.trim();
    if (!reportName) errori.push('Il campo Nome Report è obbligatorio');
    const nomeFile = dto.nomeFile.trim();
    if (!nomeFile) errori.push('Il campo Nome File è obbligatorio');
    else if (!(await this.nomiFile.esiste(nomeFile))) errori.push(`Il file di template ${nomeFile} non esiste`);
    const testData = dto.testData ?? '';
    const json = testData.trim() ? verificaJson(testData) : null;
    if (json && !json.valido) errori.push(`Dati di test: ${json.messaggio}`);
    if (errori.length) throw new BadRequestError(errori, json && !json.valido ? { riga: json.riga, colonna: json.colonna } : {});
    return { reportName, nomeFile, descrizione: dto.descrizione ?? '', versione: dto.versione?.trim() ?? '', stato: dto.stato ?? 'ATTIVO', testData };
  }

  private async nomeUnico<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (eDuplicato(e)) throw new ConflictError(MESSAGGIO_REPORT_DUPLICATO);
      throw e;
    }
  }
}
