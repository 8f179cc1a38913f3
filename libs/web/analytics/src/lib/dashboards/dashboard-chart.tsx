import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import { useTranslation } from 'react-i18next';
import type { DashboardElement, RigaRisultato } from '@registro/contracts';
import { formatValoreRisultato } from '@registro/web-ui';
import { chartData, chartIsEmpty, chartOptions, numericValue } from './chart-data';

/**
 * A card's content: a bar or line chart of its rows, or for a numeric card the single value, big.
 * A chart with nothing to draw says "Nessun dato" instead of an empty 0–1 axis.
 */
export function DashboardChart({ elemento, righe, altezza = '18rem' }: { elemento: DashboardElement; righe: RigaRisultato[]; altezza?: string }) {
  const { t } = useTranslation();
  const data = useMemo(() => chartData(righe, elemento), [righe, elemento]);
  const options = useMemo(() => chartOptions(elemento, data), [elemento, data]);
  if (elemento.type === 'numeric') {
    const valore = numericValue(righe);
    const testo = valore === null || valore === undefined ? '-' : formatValoreRisultato(valore);
    return (
      <div className="registro-dashboard-numero" data-testid="valore-numerico">
        {testo}
      </div>
    );
  }
  if (chartIsEmpty(data))
    return (
      <div className="flex align-items-center justify-content-center text-color-secondary" style={{ height: altezza }} role="status" aria-label={elemento.title}>
        <span>
          <i className="pi pi-chart-bar mr-2" aria-hidden />
          {t('dashboards.nessunDato')}
        </span>
      </div>
    );
  return <Chart type={elemento.graphicType === 'line' ? 'line' : 'bar'} data={data} options={options} style={{ height: altezza, position: 'relative' }} aria-label={elemento.title} />;
}
