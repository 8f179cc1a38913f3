import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DashboardGruppo } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import {
  BadRequestError,
  NotFoundError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  UnitOfWork,
  column,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { STREAM_DASHBOARD_GRUPPO, type ValoriDashboardGruppo } from '../dashboards.events';
import type { DashboardGruppoDto, DashboardGruppoFiltersDto } from './dashboard-gruppo.dto';

/** A dashboard assigned to a profile: generic record events on `dataanalysisgruppodashboard-<id>`, read model `dashboard_gruppi`. */
export const DASHBOARD_GRUPPO: RecordResource = {
  sezione: STREAM_DASHBOARD_GRUPPO,
  idSequence: 'dashboard_gruppi_id_seq',
  notFound: 'Associazione non trovata',
  duplicate: 'La dashboard è già assegnata a questo profilo',
  duplicateConstraint: 'dashboard_gruppi_profilo_idx',
};

export const DASHBOARD_GRUPPO_EXCEL: ExcelSheet<DashboardGruppo> = {
  fileName: 'DashboardProfili_',
  columns: [column('Profilo', 'profiloTitle'), column('Dashboard', 'dashboardTitle'), column('Descrizione', 'dashboardDescrizione')],
};

/** profiloTitle is the group's name itself: the groups live in identity, whose tables this context does not read. */
const COLUMNS = `g.id, g.profilo, g.id_dashboard AS "idDashboard", g.profilo AS "profiloTitle", d.title AS "dashboardTitle",
  d.descrizione AS "dashboardDescrizione", g.versione`;
const FROM = 'FROM dashboard_gruppi g JOIN dashboards d ON d.id = g.id_dashboard';

/** /api/dataanalysisgruppodashboard (spec 2 §2.8): which profiles see which dashboards on /dashboard. */
@Injectable()
export class DashboardGruppoService extends SqlRecordService<DashboardGruppoDto, DashboardGruppo, DashboardGruppoFiltersDto, ValoriDashboardGruppo> {
  protected readonly resource = DASHBOARD_GRUPPO;
  protected readonly read = { table: `dashboard_gruppi g JOIN dashboards d ON d.id = g.id_dashboard`, columns: COLUMNS };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly uow: UnitOfWork,
  ) {
    super(writer, pool);
  }

  protected listSql(filtri: DashboardGruppoFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `${FROM} WHERE ($1::text IS NULL OR g.profilo = $1) AND ($2::int IS NULL OR g.id_dashboard = $2)`,
      params: [filtri.profilo?.trim() || null, filtri.idDashboard ?? null],
      orderBy: 'lower(g.profilo), lower(d.title), g.id',
    };
  }

  protected values(dto: DashboardGruppoDto): ValoriDashboardGruppo {
    const profilo = dto.profilo?.trim();
    if (!profilo || !dto.idDashboard) throw new BadRequestError('Tutti i campi sono obbligatori');
    return { profilo, idDashboard: dto.idDashboard };
  }

  override async get(id: number): Promise<DashboardGruppo> {
    const { rows } = await this.pool.query<DashboardGruppo>(`SELECT ${COLUMNS} ${FROM} WHERE g.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(this.resource.notFound);
    return rows[0];
  }

  /** Saves in one transaction with the dashboard's row held, so it cannot be deleted meanwhile. */
  override async create(dto: DashboardGruppoDto, metadata: EventMetadata): Promise<number> {
    const values = this.values(dto);
    return this.uow.run(async (tx) => {
      await lockDashboard(tx, values.idDashboard);
      return this.writer.create(this.resource, values, metadata, { tx });
    });
  }

  override async update(id: number, dto: DashboardGruppoDto, metadata: EventMetadata): Promise<void> {
    const values = this.values(dto);
    await this.uow.run(async (tx) => {
      await lockDashboard(tx, values.idDashboard);
      await this.writer.update(this.resource, id, values, metadata, { tx });
    });
  }
}

async function lockDashboard(tx: Transaction, id: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM dashboards WHERE id = $1 FOR SHARE', [id]);
  if (!rows[0]) throw new BadRequestError('La dashboard scelta non esiste');
}
