import { SEZIONE, type AnalysisQuery, type AnalysisTable, type DatabaseDriver, type DataSource } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * Drivers, data sources, analysis queries and the tables catalogue: generic records
 * (RecordCreated/Updated/Deleted) on `<stream>-<id>`; every screen answers to the permission
 * section `dataanalysis` (its visualizza also opens their histories).
 */
/** The permission section of every data-analysis screen (menu entries dataanalysis*). */
export const SEZIONE_DATAANALYSIS = SEZIONE.dataanalysis;

export const STREAM_DRIVER = 'dataanalysisdatabasedriver';
export const STREAM_DATASOURCE = 'dataanalysisdatasources';
export const STREAM_QUERY = 'dataanalysisquery';
export const STREAM_TABLE = 'dataanalysistables';

export type ValoriDriver = Omit<DatabaseDriver, 'id' | 'versione'>;
/** `password` is the AES-256-GCM ciphertext (SecretCipher), never the password itself. */
export type ValoriDataSource = Omit<DataSource, 'id' | 'versione' | 'driver' | 'port'> & { driver: number; port: number | null; password: string };
export type ValoriQuery = Omit<AnalysisQuery, 'id' | 'versione' | 'idDatasource'> & { idDatasource: number };
export type ValoriTable = Omit<AnalysisTable, 'id' | 'versione'>;

export type DriverEvent = RecordEvent<ValoriDriver>;
export type DataSourceEvent = RecordEvent<ValoriDataSource>;
export type QueryEvent = RecordEvent<ValoriQuery>;
export type TableEvent = RecordEvent<ValoriTable>;
