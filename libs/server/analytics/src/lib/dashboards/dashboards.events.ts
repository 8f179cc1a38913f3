import { SEZIONE, type Dashboard, type DashboardGruppo } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * Dashboards and their assignment to profiles: generic records (RecordCreated/Updated/Deleted) on
 * `dataanalysisdashboard-<id>` and `dataanalysisgruppodashboard-<id>`; both screens answer to the
 * permission section `dataanalysis` (its visualizza also opens their histories).
 */
export const SEZIONE_DATAANALYSIS = SEZIONE.dataanalysis;
export const STREAM_DASHBOARD = 'dataanalysisdashboard';
export const STREAM_DASHBOARD_GRUPPO = 'dataanalysisgruppodashboard';

export type ValoriDashboard = Pick<Dashboard, 'title' | 'descrizione' | 'dashboard'>;
export type ValoriDashboardGruppo = Pick<DashboardGruppo, 'profilo'> & { idDashboard: number };

export type DashboardEvent = RecordEvent<ValoriDashboard>;
export type DashboardGruppoEvent = RecordEvent<ValoriDashboardGruppo>;
