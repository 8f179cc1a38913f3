import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { NotFoundError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { SEZIONE_PRINTREPORT, streamReportTipo, type ValoriReportTipo } from '../printserver.events';
import { modifiche } from './modifiche';
import type { ReportTipoDto } from './report-tipo.dto';

export const MASTER_PREDEFINITO = 'MasterReport';

/** Create, update and delete of a template by document-type code: generic record events on `printreport-<id>`. */
@Injectable()
export class SalvaReportTipo {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async crea(dto: ReportTipoDto, metadata: EventMetadata): Promise<number> {
    const valori = valoriReportTipo(dto);
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT nextval('print_report_tipi_id_seq')::int AS id`);
      const id = rows[0].id as number;
      await this.store.append(tx, streamReportTipo(id), SEZIONE_PRINTREPORT, [{ type: 'RecordCreated', data: { values: { ...valori } } }], 0, metadata);
      return id;
    });
  }

  async modifica(id: number, dto: ReportTipoDto, metadata: EventMetadata): Promise<void> {
    const valori = valoriReportTipo(dto);
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(
        `SELECT codice_tipo_documento AS "codiceTipoDocumento", descrizione, master, subreport, versione FROM print_report_tipi WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const prima = rows[0] as (ValoriReportTipo & { versione: number }) | undefined;
      if (!prima) throw new NotFoundError('Template non trovato');
      const changes = modifiche(prima, valori);
      if (Object.keys(changes).length)
        await this.store.append(tx, streamReportTipo(id), SEZIONE_PRINTREPORT, [{ type: 'RecordUpdated', data: { changes } }], prima.versione, metadata);
    });
  }

  async elimina(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT versione FROM print_report_tipi WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Template non trovato');
      await this.store.append(tx, streamReportTipo(id), SEZIONE_PRINTREPORT, [{ type: 'RecordDeleted', data: {} }], rows[0].versione, metadata);
    });
  }
}

/** The record to store, or 400: the document-type code is required; master defaults to MasterReport. */
export function valoriReportTipo(dto: ReportTipoDto): ValoriReportTipo {
  const codiceTipoDocumento = dto.codiceTipoDocumento.trim();
  if (!codiceTipoDocumento) throw new BadRequestError('Il campo Codice Documento è obbligatorio');
  return {
    codiceTipoDocumento,
    descrizione: dto.descrizione ?? '',
    master: dto.master?.trim() || MASTER_PREDEFINITO,
    subreport: dto.subreport?.trim() ?? '',
  };
}
