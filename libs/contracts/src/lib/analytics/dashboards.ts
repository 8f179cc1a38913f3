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

/**
 * The defaults of a new body element (spec 2 §3): a bar chart 12, 12, 12, 12, 6, 6 wide, legend
 * visible, left margin 30 (spec 1 §9); the editor and the demo seed add id, title, query and position.
 */
export const ELEMENTO_PREDEFINITO = {
  type: 'graphic',
  graphicType: 'bar',
  cols: 12,
  xs: 12,
  sm: 12,
  md: 12,
  lg: 6,
  xl: 6,
  xvalue: '',
  dimension: '',
  filters: '',
  filtersValue: '',
  filtroIniziale: '',
  marginLeft: 30,
  legendVisible: true,
  horizontalDirection: false,
} as const satisfies Omit<DashboardElement, 'id' | 'title' | 'idQuery' | 'position'>;
