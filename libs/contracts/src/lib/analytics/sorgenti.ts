/**
 * Data analysis (spec 2 §3): database drivers, data sources, analysis queries, the tables
 * catalogue and the ICD-IX list. Paths: /api/dataanalysisdatabasedriver,
 * /api/dataanalysisdatasources, /api/dataanalysisquery, /api/dataanalysisdatabaseinfo/…,
 * /api/dataanalysistables, /api/serviziicdix.
 */

/** A database driver: a Node driver described in the spec's JDBC words. */
export interface DatabaseDriver {
  id: number;
  driverName: string;
  /** "JDBC Name": the Node package that connects (pg, mysql2) */
  jdbcName: string;
  /** "Classe Java": the dialect the platform uses with it */
  className: string;
  queryFieldsInfo: string;
  versione?: number;
}

/** A data source; the password is write-only (never sent back). */
export interface DataSource {
  /** -1 for new */
  id: number;
  /** the driver's id */
  driver: number | null;
  datasourceName: string;
  host: string;
  port: number | null;
  database: string;
  username: string;
  /** only on save; answers carry '' */
  password?: string;
  jdbcUrl: string;
  versione?: number;
}

export interface AnalysisQuery {
  id: number;
  title: string;
  descrizione: string;
  idDatasource: number | null;
  sqlGraphicQuery: string;
  sqlAnaliticQuery: string;
  versione?: number;
}

export interface AnalysisTable {
  id: number;
  dbName: string;
  viewName: string;
  note: string;
  versione?: number;
}

/** One row of a query's result: column name → value. */
export type RigaRisultato = Record<string, unknown>;

export interface IcdixCodice {
  codiceIcdix: string;
  descrizioneIcdix: string;
}
