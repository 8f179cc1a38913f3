import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import type { DashboardElement, RigaRisultato } from '@registro/contracts';
import { DetailTable, COLONNA_NUMERICA } from '@registro/web-ui';
import { dataColumns, distinctValues, filterRows, formatEtichetta, zoomedElement } from './chart-data';
import { DashboardChart } from './dashboard-chart';
import { useQueryRows } from './use-query-rows';

export interface DashboardCardProps {
  elemento: DashboardElement;
  idDashboard: number | string;
  /** the pencil: opens the chart configuration; absent for a user who may not configure charts */
  onConfigura?: (elemento: DashboardElement) => void;
  /** the editor's trash button; absent where the dashboard is only viewed */
  onRimuovi?: (elemento: DashboardElement) => void;
}

/**
 * A dashboard card (spec 1 /dashboard, spec 2 §2.8): its chart or value from the query's rows, the
 * filter dropdown when the element has one, and the actions edit config, zoom, view data, details.
 */
export function DashboardCard({ elemento, idDashboard, onConfigura, onRimuovi }: DashboardCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const righe = useQueryRows(elemento.idQuery);
  const [scelta, setScelta] = useState<string | null>(null);
  const [zoom, setZoom] = useState(false);
  const [dati, setDati] = useState(false);
  const valoreFiltro = scelta ?? elemento.filtroIniziale ?? '';
  const visibili = filterRows(righe.data ?? [], elemento.type === 'numeric' ? '' : elemento.filters, valoreFiltro);

  const contenuto = (altezza: string, disegnato: DashboardElement = elemento) =>
    !elemento.idQuery ? (
      <div className="registro-dashboard-vuota">{t('dashboards.nessunaQuery')}</div>
    ) : righe.isLoading ? (
      <div className="flex justify-content-center p-4">
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />
      </div>
    ) : righe.isError ? (
      <div className="registro-dashboard-vuota">{t('dashboards.queryInErrore')}</div>
    ) : (
      <DashboardChart elemento={disegnato} righe={visibili} altezza={altezza} />
    );

  return (
    <article className="registro-card registro-dashboard-card h-full" data-testid="dashboard-card" aria-label={elemento.title}>
      <header className="flex align-items-center gap-2 mb-2">
        <h3 className="m-0 flex-1 text-lg">{elemento.title}</h3>
        {elemento.type !== 'numeric' && elemento.filters && (
          <Dropdown
            value={valoreFiltro || null}
            options={distinctValues(righe.data ?? [], elemento.filters).map((v) => ({ label: formatEtichetta(v), value: v }))}
            onChange={(e) => setScelta(e.value ?? '')}
            showClear
            placeholder={elemento.filters}
            className="p-inputtext-sm"
            aria-label={elemento.filters}
          />
        )}
        {onConfigura && (
          <Button icon="pi pi-pencil" rounded text size="small" aria-label={t('dashboards.configura')} tooltip={t('dashboards.configura')} onClick={() => onConfigura(elemento)} />
        )}
        <Button icon="pi pi-search-plus" rounded text size="small" aria-label={t('dashboards.zoom')} tooltip={t('dashboards.zoom')} onClick={() => setZoom(true)} />
        <Button icon="pi pi-table" rounded text size="small" aria-label={t('dashboards.visualizzaDati')} tooltip={t('dashboards.visualizzaDati')} onClick={() => setDati(true)} />
        <Button
          icon="pi pi-external-link"
          rounded
          text
          size="small"
          aria-label={t('dashboards.dettagli')}
          tooltip={t('dashboards.dettagli')}
          disabled={!elemento.idQuery}
          onClick={() => navigate(`/dataanalysisdashboards/view/details/${idDashboard}?idQuery=${elemento.idQuery}`)}
        />
        {onRimuovi && (
          <Button icon="pi pi-trash" rounded text size="small" severity="danger" aria-label={t('dashboards.rimuovi')} tooltip={t('dashboards.rimuovi')} onClick={() => onRimuovi(elemento)} />
        )}
      </header>
      {contenuto('18rem')}
      <Dialog header={elemento.title} visible={zoom} onHide={() => setZoom(false)} modal maximizable style={{ width: '90vw' }}>
        {zoom && contenuto('70vh', zoomedElement(elemento))}
      </Dialog>
      <Dialog header={elemento.title} visible={dati} onHide={() => setDati(false)} modal style={{ width: 'min(70rem, 95vw)' }}>
        <DetailTable value={visibili} righePerPagina={20} ariaLabel={t('dashboards.visualizzaDati')}>
          {dataColumns(visibili, elemento).map(({ campo, testo, numerica }) => (
            <Column key={campo} field={campo} header={campo} sortable body={(r: RigaRisultato) => testo(r[campo])} className={numerica ? COLONNA_NUMERICA : undefined} headerClassName={numerica ? COLONNA_NUMERICA : undefined} />
          ))}
        </DetailTable>
      </Dialog>
    </article>
  );
}
