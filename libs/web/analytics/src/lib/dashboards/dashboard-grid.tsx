import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SEZIONE, type DashboardContent, type DashboardElement } from '@registro/contracts';
import { useHasPermission } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { ChartConfigDialog } from './chart-config-dialog';
import { DashboardCard } from './dashboard-card';
import { gridClasses, sortByPosition } from './dashboard-element';

import './dashboards.css';

export interface DashboardGridProps {
  idDashboard: number | string;
  content: DashboardContent;
  /** a configuration confirmed: the element as changed */
  onChange: (elemento: DashboardElement) => void;
  /** the editor only: removes an element */
  onRimuovi?: (elemento: DashboardElement) => void;
}

/**
 * The body elements as cards in the responsive grid, by position; the pencil opens the configuration,
 * OK refreshes the values. The pencil is offered only with `dataanalysis` modifica (an operator
 * looking at the group's dashboards cannot list the queries it would offer).
 */
export function DashboardGrid({ idDashboard, content, onChange, onRimuovi }: DashboardGridProps) {
  const queryClient = useQueryClient();
  const [inModifica, setInModifica] = useState<DashboardElement | null>(null);
  const configura = useHasPermission(SEZIONE.dataanalysis, 'modifica');
  return (
    <>
      <div className="grid">
        {sortByPosition(content.bodyElements).map((e) => (
          <div key={e.id} className={gridClasses(e)}>
            <DashboardCard elemento={e} idDashboard={idDashboard} onConfigura={configura ? setInModifica : undefined} onRimuovi={onRimuovi} />
          </div>
        ))}
      </div>
      <ChartConfigDialog
        elemento={inModifica}
        onHide={() => setInModifica(null)}
        onConferma={(elemento) => {
          setInModifica(null);
          onChange(elemento);
          void queryClient.invalidateQueries({ queryKey: queryKeys.righeQuery('eseguigraphicquery', elemento.idQuery) });
        }}
      />
    </>
  );
}
