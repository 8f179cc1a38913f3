import { Injectable, Logger } from '@nestjs/common';
import { ELEMENTO_PREDEFINITO, type DashboardContent, type DashboardElement } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { RecordWriter, UnitOfWork } from '@registro/server-platform';
import { DASHBOARD } from '../dashboard/dashboard.service';
import type { ValoriDashboard, ValoriDashboardGruppo } from '../dashboards.events';
import { DASHBOARD_GRUPPO } from '../gruppi/dashboard-gruppo.service';
import { DASHBOARD_DEMO, type GraficoDemo } from './dashboards-demo-data';

const SISTEMA: EventMetadata = { userName: 'sistema' };

/** A body element with the defaults of spec 2 §3 (12, 12, 12, 12, 6, 6; legend; left margin 30). */
function elemento(g: GraficoDemo, idQuery: number, position: number): DashboardElement {
  const { query: _query, ...campi } = g;
  return { ...ELEMENTO_PREDEFINITO, id: position, idQuery, position, ...campi };
}

/**
 * Demo dashboards (idempotent, one transaction): each created when its title is missing, with the
 * charts whose query the data-source seed made (found by title), and assigned to its profiles
 * through the record writer (so each has its history). None is created without a chart.
 */
@Injectable()
export class DashboardsSeeder {
  private readonly logger = new Logger('DashboardsSeeder');

  constructor(
    private readonly writer: RecordWriter,
    private readonly uow: UnitOfWork,
  ) {}

  async run(): Promise<void> {
    const create = await this.uow.run(async (tx) => {
      const presenti = new Set((await tx.query<{ title: string }>('SELECT lower(title) AS title FROM dashboards')).rows.map((r) => r.title));
      const queries = await idsByTitle(tx);
      let n = 0;
      for (const demo of DASHBOARD_DEMO) {
        if (presenti.has(demo.title.toLowerCase())) continue;
        const grafici = demo.grafici.filter((g) => queries.has(g.query.toLowerCase()));
        if (!grafici.length) continue;
        const content: DashboardContent = { headerElements: [], bodyElements: grafici.map((g, i) => elemento(g, queries.get(g.query.toLowerCase()) as number, i + 1)) };
        const values: ValoriDashboard = { title: demo.title, descrizione: demo.descrizione, dashboard: JSON.stringify(content) };
        const idDashboard = await this.writer.create(DASHBOARD, values, SISTEMA, { tx });
        for (const profilo of demo.profili) await this.writer.create(DASHBOARD_GRUPPO, { profilo, idDashboard } satisfies ValoriDashboardGruppo, SISTEMA, { tx });
        n++;
      }
      return n;
    });
    this.logger.log(create ? `Dashboard dimostrative create: ${create}` : 'Dashboard dimostrative già presenti');
  }
}

/** The saved analysis queries by lower-case title (the lowest id of a repeated title). */
async function idsByTitle(tx: Transaction): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ title: string; id: number }>('SELECT lower(title) AS title, min(id) AS id FROM analysis_queries GROUP BY lower(title)');
  return new Map(rows.map((r) => [r.title, r.id]));
}
