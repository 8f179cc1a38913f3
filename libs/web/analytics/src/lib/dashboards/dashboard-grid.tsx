import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardContent, DashboardElement } from '@registro/contracts';
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

/** The body elements as cards in the responsive grid, by position; the pencil opens the configuration, OK refreshes the values. */
export function DashboardGrid({ idDashboard, content, onChange, onRimuovi }: DashboardGridProps) {
  const queryClient = useQueryClient();
  const [inModifica, setInModifica] = useState<DashboardElement | null>(null);
  return (
    <>
      <div className="grid">
        {sortByPosition(content.bodyElements).map((e) => (
          <div key={e.id} className={gridClasses(e)}>
            <DashboardCard elemento={e} idDashboard={idDashboard} onConfigura={setInModifica} onRimuovi={onRimuovi} />
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
