import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { DatabaseDriversTab } from './database-drivers-tab';
import { DataSourcesTab } from './data-sources-tab';
import './datasources.css';

type Scheda = 'sorgenti' | 'driver';

/** /dataanalydatasources (spec 2 §2.8): vertical tabs Data Sources and Driver Database. */
export function DataSourcesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [scheda, setScheda] = useState<Scheda>('sorgenti');
  const schede: { id: Scheda; etichetta: string; icona: string }[] = [
    { id: 'sorgenti', etichetta: t('datasources.tabDataSources'), icona: 'pi pi-database' },
    { id: 'driver', etichetta: t('datasources.tabDriver'), icona: 'pi pi-cog' },
  ];
  return (
    <PageLayout
      titolo={t('datasources.titolo')}
      onRefresh={() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.datasources.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all });
      }}
    >
      <div className="registro-card registro-schede-verticali">
        <div role="tablist" aria-orientation="vertical" className="registro-schede-elenco">
          {schede.map((s) => (
            <button
              key={s.id}
              type="button"
              role="tab"
              id={`scheda-${s.id}`}
              aria-selected={scheda === s.id}
              aria-controls={`pannello-${s.id}`}
              className={scheda === s.id ? 'registro-scheda attiva' : 'registro-scheda'}
              onClick={() => setScheda(s.id)}
            >
              <i className={s.icona} aria-hidden /> {s.etichetta}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`pannello-${scheda}`} aria-labelledby={`scheda-${scheda}`} className="registro-schede-pannello">
          {scheda === 'sorgenti' ? <DataSourcesTab /> : <DatabaseDriversTab />}
        </div>
      </div>
    </PageLayout>
  );
}
