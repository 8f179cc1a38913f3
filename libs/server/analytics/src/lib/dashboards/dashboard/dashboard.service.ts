import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Dashboard } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  ConflictError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  UnitOfWork,
  column,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { STREAM_DASHBOARD, type ValoriDashboard } from '../dashboards.events';
import { DASHBOARD_VUOTA, parseDashboardContent } from '../domain/dashboard-content';
import type { DashboardDto, DashboardFiltersDto } from './dashboard.dto';

/** A dashboard: generic record events on `dataanalysisdashboard-<id>`, read model `dashboards`. */
export const DASHBOARD: RecordResource = {
  sezione: STREAM_DASHBOARD,
  idSequence: 'dashboards_id_seq',
  notFound: 'Dashboard non trovata',
  etichette: { title: 'Titolo', descrizione: 'Descrizione' },
};

export const DASHBOARD_EXCEL: ExcelSheet<Dashboard> = {
  fileName: 'Dashboard_',
  columns: [column('Titolo', 'title'), column('Descrizione', 'descrizione')],
};

const COLUMNS = 'id, title, descrizione, dashboard, versione';

/** /api/dataanalysisdashboard (spec 2 §2.8): the dashboards, their JSON checked on save. */
@Injectable()
export class DashboardService extends SqlRecordService<DashboardDto, Dashboard, DashboardFiltersDto, ValoriDashboard> {
  protected readonly resource = DASHBOARD;
  protected readonly read = { table: 'dashboards', columns: COLUMNS };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly uow: UnitOfWork,
  ) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: COLUMNS, from: 'FROM dashboards', params: [], orderBy: 'lower(title), id' };
  }

  protected values(dto: DashboardDto): ValoriDashboard {
    const title = dto.title.trim();
    if (!title) throw new BadRequestError('Il campo Titolo è obbligatorio');
    const content = parseDashboardContent(dto.dashboard?.trim() || DASHBOARD_VUOTA);
    return { title, descrizione: dto.descrizione?.trim() ?? '', dashboard: JSON.stringify(content) };
  }

  /** The dashboards assigned to a profile group (GET dataanalysisdashboard/view, /dashboard). */
  async ofGruppo(gruppoNome: string): Promise<Dashboard[]> {
    const { rows } = await this.pool.query<Dashboard>(
      `SELECT d.id, d.title, d.descrizione, d.dashboard, d.versione FROM dashboards d
       WHERE EXISTS (SELECT 1 FROM dashboard_gruppi g WHERE g.id_dashboard = d.id AND g.profilo = $1)
       ORDER BY lower(d.title), d.id`,
      [gruppoNome],
    );
    return rows;
  }

  async isAssignedTo(id: number, gruppoNome: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM dashboard_gruppi WHERE id_dashboard = $1 AND profilo = $2`, [id, gruppoNome]);
    return rows.length > 0;
  }

  /** A dashboard assigned to profiles is not deleted: the assignments go first (checked under the dashboard's row lock). */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      await tx.query('SELECT 1 FROM dashboards WHERE id = $1 FOR UPDATE', [id]);
      const { rows } = await tx.query('SELECT 1 FROM dashboard_gruppi WHERE id_dashboard = $1 LIMIT 1', [id]);
      if (rows[0]) throw new ConflictError('La dashboard è assegnata a dei profili: eliminare prima le associazioni');
      await this.writer.delete(this.resource, id, metadata, { tx });
    });
  }
}
