/** Dashboards (spec 2 §3, spec 1 §3): the record, its elements and the profile associations. */

export interface DashboardElement {
  id: number | string;
  title: string;
  idQuery: number | null;
  type: 'graphic' | 'numeric';
  graphicType: 'bar' | 'line';
  cols: number;
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
  /** semicolon-separated field names */
  xvalue: string;
  dimension: string;
  filters: string;
  filtersValue: string;
  filtroIniziale: string;
  position: number;
  marginLeft: number;
  legendVisible: boolean;
  horizontalDirection: boolean;
  value?: unknown;
}

/** The JSON the `dashboard` string holds. */
export interface DashboardContent {
  headerElements: DashboardElement[];
  bodyElements: DashboardElement[];
}

export interface Dashboard {
  id: number;
  title: string;
  descrizione: string;
  /** a JSON string holding DashboardContent */
  dashboard: string;
  versione?: number;
}

export interface DashboardGruppo {
  id: number;
  /** the name of a profile group */
  profilo: string;
  idDashboard: number | null;
  profiloTitle?: string;
  dashboardTitle?: string;
  dashboardDescrizione?: string;
  versione?: number;
}
