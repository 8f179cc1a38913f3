import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, REGISTRO_CONFIG, RecordWriter, SecretCipher, type RegistroConfig } from '@registro/server-platform';
import { ANALYSIS_QUERY } from '../saved-queries/analysis-query.service';
import type { ValoriDataSource, ValoriDriver, ValoriQuery, ValoriTable } from '../datasources.events';
import { DATABASE_DRIVER } from '../drivers/database-driver.service';
import { ICD9CM_FILE, Icd9cmImport, defaultIcd9cmFolder } from '../icdix/icd9cm-import';
import { DATA_SOURCE } from '../sorgenti/data-source.service';
import { DATASOURCE_CIPHER, PASSWORD_CONTEXT } from '../sorgenti/datasource-cipher';
import { ANALYSIS_TABLE } from '../tables/analysis-table.service';
import { RUOLO_LETTURA, ensureReadOnlyRole } from './read-only-role';

const SISTEMA: EventMetadata = { userName: 'sistema' };

export const DRIVER_POSTGRESQL: ValoriDriver = {
  driverName: 'PostgreSQL',
  jdbcName: 'pg',
  className: 'postgresql (node-postgres)',
  queryFieldsInfo: `SELECT column_name AS "nomeCampo", data_type AS "tipoCampo", is_nullable AS "nullable"
FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
};

export const DRIVER_MARIADB: ValoriDriver = {
  driverName: 'MariaDB',
  jdbcName: 'mysql2',
  className: 'mariadb / mysql (mysql2)',
  queryFieldsInfo: `SELECT column_name AS nomeCampo, data_type AS tipoCampo, is_nullable AS nullable
FROM information_schema.columns WHERE table_schema = database() AND table_name = ? ORDER BY ordinal_position`,
};

export const DATA_SOURCE_DEMO = 'Registro (sola lettura)';

/** The demo queries, in this order (ids 1, 2, 3 on a fresh database: the dashboards' demo uses them). */
export const QUERY_DEMO: Omit<ValoriQuery, 'idDatasource'>[] = [
  {
    title: 'Fatturato per mese',
    descrizione: 'Totale delle fatture per mese del documento',
    sqlGraphicQuery: `SELECT to_char(date_trunc('month', data_documento), 'YYYY-MM') AS mese, sum(totale_documento) AS fatturato
FROM fatture GROUP BY 1 ORDER BY 1`,
    sqlAnaliticQuery: `SELECT to_char(data_documento, 'YYYY') AS anno, to_char(data_documento, 'MM') AS mese,
  tipo_documento_descrizione AS "tipoDocumento", cognome_ragione_soggetto AS cliente, totale_documento AS totale
FROM fatture ORDER BY data_documento`,
  },
  {
    title: 'Documenti per tipo',
    descrizione: 'Numero di fatture per tipo di documento',
    sqlGraphicQuery: `SELECT coalesce(nullif(tipo_documento_descrizione, ''), 'Non indicato') AS tipo, count(*) AS documenti
FROM fatture GROUP BY 1 ORDER BY 2 DESC, 1`,
    sqlAnaliticQuery: `SELECT coalesce(nullif(tipo_documento_descrizione, ''), 'Non indicato') AS tipo,
  to_char(data_documento, 'YYYY-MM') AS mese, totale_documento AS totale
FROM fatture ORDER BY data_documento`,
  },
  {
    title: 'Documenti commerciali per tipo',
    descrizione: 'Numero di documenti commerciali per tipo e stato',
    sqlGraphicQuery: `SELECT tipo, count(*) AS documenti FROM documenti_commerciali GROUP BY tipo ORDER BY 2 DESC, 1`,
    sqlAnaliticQuery: `SELECT tipo, stato_attuale AS stato, to_char(data_ora, 'YYYY-MM') AS mese FROM documenti_commerciali ORDER BY data_ora`,
  },
];

export const TABELLE_DEMO: ValoriTable[] = [
  { dbName: DATA_SOURCE_DEMO, viewName: 'fatture', note: 'Fatture emesse e ricevute (una riga per documento)' },
  { dbName: DATA_SOURCE_DEMO, viewName: 'tipi_documento', note: 'Tipi di documento della fatturazione' },
  { dbName: DATA_SOURCE_DEMO, viewName: 'documenti_commerciali', note: 'Documenti commerciali (ordini, DDT, …)' },
];

/**
 * Demo data of data analysis (idempotent): the PostgreSQL and MariaDB drivers, a data source on
 * Registro's own database through the read-only role RUOLO_LETTURA, queries over invoices and
 * documents, the tables catalogue, and the ICD-9-CM diagnoses of reference-data/icd9cm.
 */
@Injectable()
export class DataSourcesSeeder {
  private readonly logger = new Logger('DataSourcesSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: RecordWriter,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
    @Inject(DATASOURCE_CIPHER) private readonly cipher: SecretCipher,
    private readonly icd9cm: Icd9cmImport,
  ) {}

  async run(): Promise<void> {
    const idPg = await this.driver(DRIVER_POSTGRESQL);
    await this.driver(DRIVER_MARIADB);
    const idSource = await this.dataSource(idPg);
    for (const q of QUERY_DEMO) {
      const { rows } = await this.pool.query('SELECT 1 FROM analysis_queries WHERE lower(title) = lower($1)', [q.title]);
      if (!rows.length) await this.writer.create<ValoriQuery>(ANALYSIS_QUERY, { ...q, idDatasource: idSource }, SISTEMA);
    }
    for (const t of TABELLE_DEMO) {
      const { rows } = await this.pool.query('SELECT 1 FROM analysis_tables WHERE db_name = $1 AND view_name = $2', [t.dbName, t.viewName]);
      if (!rows.length) await this.writer.create<ValoriTable>(ANALYSIS_TABLE, t, SISTEMA);
    }
    await this.importIcd9cm();
  }

  private async driver(d: ValoriDriver): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM database_drivers WHERE jdbc_name = $1 ORDER BY id LIMIT 1', [d.jdbcName]);
    return rows[0]?.id ?? this.writer.create<ValoriDriver>(DATABASE_DRIVER, d, SISTEMA);
  }

  /** The source on Registro's own database; a fresh password for the role each time the source is created. */
  private async dataSource(idDriver: number): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM data_sources WHERE lower(datasource_name) = lower($1)', [DATA_SOURCE_DEMO]);
    if (rows[0]) return rows[0].id;
    const password = randomBytes(18).toString('base64url');
    try {
      await ensureReadOnlyRole(this.pool, password);
    } catch (e) {
      this.logger.warn(`Ruolo di sola lettura ${RUOLO_LETTURA} non creato: ${(e as Error).message}`);
    }
    const url = new URL(this.config.databaseUrl);
    return this.writer.create<ValoriDataSource>(
      DATA_SOURCE,
      {
        driver: idDriver,
        datasourceName: DATA_SOURCE_DEMO,
        host: url.hostname || '127.0.0.1',
        port: Number(url.port) || 5432,
        database: decodeURIComponent(url.pathname.replace(/^\//, '')),
        username: RUOLO_LETTURA,
        password: this.cipher.cifra(password, PASSWORD_CONTEXT),
        jdbcUrl: '',
      },
      SISTEMA,
    );
  }

  private async importIcd9cm(): Promise<void> {
    const folder = defaultIcd9cmFolder();
    if (!existsSync(join(folder, ICD9CM_FILE))) return;
    const { rows } = await this.pool.query('SELECT 1 FROM icd9cm_diagnosi LIMIT 1');
    if (rows.length) return;
    const { diagnosi } = await this.icd9cm.run(folder);
    this.logger.log(`Diagnosi ICD-9-CM importate: ${diagnosi}`);
  }
}
