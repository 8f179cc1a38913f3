/// <reference path="./react-pivottable.d.ts" />
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import PivotTableUI from 'react-pivottable/PivotTableUI';
import { useTranslation } from 'react-i18next';
import { fieldWords, type DashboardElement } from '@registro/contracts';
import { PageLayout, errorLines } from '@registro/web-ui';
import { columnsOf, numericColumns } from './chart-data';

/** The server's row-count column of an aggregated pivot result (server analytics, pivot-aggregation.ts). */
const COLONNA_RIGHE = 'N. righe';
import { DashboardChart } from './dashboard-chart';
import { newElement, parseContent } from './dashboard-element';
import { AGGREGATORE_PREDEFINITO, AGGREGATORI_PIVOT, RENDERER_PIVOT, RENDERER_PREDEFINITO, pivotIniziale, righeConEtichette } from './pivot-italiano';
import { useDashboard } from './use-dashboard';
import { usePivotItaliano } from './use-pivot-italiano';
import { useQueryRows } from './use-query-rows';

import 'react-pivottable/pivottable.css';
import './dashboards.css';

/**
 * /dataanalysisdashboards/view/details/:id?idQuery= (spec 2 §2.8): the measures, dimensions and
 * X-axis fields of the card's query, "Aggiorna grafico" redraws the chart with the ones chosen, "Crea
 * tabella pivot" opens the interactive pivot on the query's analytic rows (eseguianaliticquery), Count first.
 */
export function DashboardDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const idQuery = Number(params.get('idQuery')) || null;
  const dashboard = useDashboard(id);
  const elemento: DashboardElement = useMemo(() => {
    const trovato = parseContent(dashboard.data?.dashboard).bodyElements.find((e) => e.idQuery === idQuery);
    return trovato ?? { ...newElement([]), idQuery, title: '' };
  }, [dashboard.data, idQuery]);
  const righe = useQueryRows(idQuery);
  const colonne = columnsOf(righe.data ?? []);
  const misure = numericColumns(righe.data ?? []);
  const dimensioni = colonne.filter((c) => !misure.includes(c));

  const [scelte, setScelte] = useState<Record<string, boolean> | null>(null);
  const [grafico, setGrafico] = useState<{ elemento: DashboardElement; righe: Record<string, unknown>[] } | null>(null);
  const [pivot, setPivot] = useState(false);
  const analitiche = useQueryRows(pivot ? idQuery : null, 'eseguianaliticquery');
  const pivotRef = useRef<HTMLDivElement>(null);
  usePivotItaliano(pivotRef, !!analitiche.data);
  const [statoPivot, setStatoPivot] = useState<Record<string, unknown>>({ aggregatorName: AGGREGATORE_PREDEFINITO, rendererName: RENDERER_PREDEFINITO });
  // a large result comes aggregated by the server: one row per combination, COLONNA_RIGHE counts the original rows
  const aggregato = !!analitiche.data?.length && COLONNA_RIGHE in analitiche.data[0];
  // the pivot names its fields as a person reads them (Totale Documento, not totaleDocumento)
  const datiPivot = useMemo(() => (analitiche.data ? righeConEtichette(analitiche.data) : undefined), [analitiche.data]);
  const assiXPivot = (elemento.xvalue || '')
    .split(';')
    .filter((c) => c && columnsOf(analitiche.data ?? []).includes(c))
    .map(fieldWords);
  const chiaveAssi = assiXPivot.join(';');
  useEffect(() => {
    if (!analitiche.data?.length) return;
    // dashboards 1 and 3 open by year (pivotIniziale); a large result comes aggregated: its row count summed
    const iniziale = pivotIniziale(Number(id), columnsOf(datiPivot ?? []), chiaveAssi.split(';').filter(Boolean));
    setStatoPivot((s) => ({ ...s, ...iniziale, ...(aggregato ? { aggregatorName: 'Somma intera', vals: [fieldWords(COLONNA_RIGHE)] } : {}) }));
  }, [analitiche.data, datiPivot, aggregato, id, chiaveAssi]);

  const assiX = (elemento.xvalue || '').split(';').filter(Boolean);
  const selezionato = (c: string) => (scelte ? !!scelte[c] : assiX.includes(c) || misure.includes(c));
  const aggiornaGrafico = () => {
    const x = colonne.filter((c) => selezionato(c) && !misure.includes(c));
    const tenute = (righe.data ?? []).map((r) => Object.fromEntries(Object.entries(r).filter(([c]) => selezionato(c))));
    setGrafico({ elemento: { ...elemento, xvalue: x.join(';') }, righe: tenute });
  };
  const elenco = (titolo: string, voci: string[]) => (
    <div className="col-12 md:col-4">
      <h3 className="mt-0 text-base">{titolo}</h3>
      {voci.length === 0 && <small className="text-color-secondary">-</small>}
      {voci.map((c) => (
        <div key={`${titolo}-${c}`} className="flex align-items-center gap-2 mb-2">
          <Checkbox inputId={`${titolo}-${c}`} checked={selezionato(c)} onChange={(e) => setScelte((s) => ({ ...Object.fromEntries(colonne.map((k) => [k, selezionato(k)])), ...s, [c]: !!e.checked }))} />
          <label htmlFor={`${titolo}-${c}`}>{fieldWords(c)}</label>
        </div>
      ))}
    </div>
  );

  return (
    <PageLayout titolo={`${t('dashboards.dettaglio')}${elemento.title ? `: ${elemento.title}` : ''}`} onBack={() => navigate(-1)}>
      {(dashboard.isError || righe.isError) && <Message severity="error" text={dashboard.isError ? errorLines(dashboard.error).join(' ') : t('dashboards.queryInErrore')} className="mb-2" />}
      <div className="registro-card">
        <div className="grid">
          {elenco(t('dashboards.misure'), misure)}
          {elenco(t('dashboards.dimensioni'), dimensioni)}
          {elenco(t('dashboards.campiAsseX'), assiX)}
        </div>
        <div className="flex gap-2">
          <Button label={t('dashboards.aggiornaGrafico')} icon="pi pi-chart-bar" onClick={aggiornaGrafico} disabled={!righe.data} />
          <Button label={t('dashboards.creaPivot')} icon="pi pi-table" severity="secondary" onClick={() => setPivot(true)} disabled={!idQuery} />
        </div>
      </div>
      {righe.data && elemento.type !== 'numeric' && (
        <div className="registro-card mt-3">
          <DashboardChart elemento={grafico?.elemento ?? elemento} righe={grafico?.righe ?? righe.data} />
        </div>
      )}
      {pivot && (
        <div ref={pivotRef} className="registro-card mt-3 registro-pivot" data-testid="pivot">
          {analitiche.isLoading && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
          {analitiche.isError && <Message severity="error" text={errorLines(analitiche.error).join(' ')} />}
          {aggregato && <Message severity="info" text={t('dashboards.pivotAggregato', { colonna: COLONNA_RIGHE })} className="mb-2" />}
          {datiPivot && (
            <PivotTableUI
              data={datiPivot}
              onChange={setStatoPivot}
              aggregators={AGGREGATORI_PIVOT}
              renderers={RENDERER_PIVOT}
              rows={assiXPivot}
              {...statoPivot}
            />
          )}
        </div>
      )}
    </PageLayout>
  );
}
