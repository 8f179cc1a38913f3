import type { DashboardElement } from '@registro/contracts';

/** A demo chart: the query is named by its title (the data-source seed creates it). */
export interface GraficoDemo extends Partial<Omit<DashboardElement, 'idQuery'>> {
  title: string;
  query: string;
}

export interface DashboardDemo {
  title: string;
  descrizione: string;
  /** the profile groups that see it on /dashboard */
  profili: string[];
  grafici: GraficoDemo[];
}

/** The demo dashboards: one for the administrators, one for the operators (spec 1 /dashboard on first start). */
export const DASHBOARD_DEMO: DashboardDemo[] = [
  {
    title: 'Andamento generale',
    descrizione: 'Fatturato e documenti',
    profili: ['Amministratori'],
    grafici: [
      { title: 'Fatturato per mese', query: 'Fatturato per mese', graphicType: 'bar', xvalue: 'mese' },
      { title: 'Fatture per tipo di documento', query: 'Documenti per tipo', graphicType: 'bar', xvalue: 'tipo', horizontalDirection: true, marginLeft: 60 },
      { title: 'Andamento documenti commerciali', query: 'Documenti commerciali per tipo', graphicType: 'line', xvalue: 'tipo', legendVisible: false },
      { title: 'Documenti commerciali per tipo', query: 'Documenti commerciali per tipo', graphicType: 'bar', xvalue: 'tipo' },
    ],
  },
  {
    title: 'Documenti',
    descrizione: 'I documenti per tipo',
    profili: ['Operatori'],
    grafici: [
      { title: 'Fatture per tipo di documento', query: 'Documenti per tipo', graphicType: 'bar', xvalue: 'tipo' },
      { title: 'Documenti commerciali per tipo', query: 'Documenti commerciali per tipo', graphicType: 'bar', xvalue: 'tipo', horizontalDirection: true, marginLeft: 60 },
    ],
  },
];
