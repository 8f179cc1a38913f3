import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import { useTranslation } from 'react-i18next';
import { formatMemory, toMegabytes, type MemoryPoint } from './memoria';

const SERIE = [
  { campo: 'systemMemory', chiave: 'systeminfo.ramTotale', colore: '#2563eb', asse: 'y', tratteggio: [6, 4] },
  { campo: 'systemMemoryUsed', chiave: 'systeminfo.ramUsata', colore: '#2563eb', asse: 'y', tratteggio: [] },
  { campo: 'javaMemory', chiave: 'systeminfo.heapTotale', colore: '#16a34a', asse: 'y1', tratteggio: [6, 4] },
  { campo: 'javaMemoryUsed', chiave: 'systeminfo.heapUsato', colore: '#16a34a', asse: 'y1', tratteggio: [] },
] as const;

const MB = new Intl.NumberFormat('it-IT', { useGrouping: true, maximumFractionDigits: 0 });
/** An axis tick in MB, it-IT with thousands always grouped (8.000, not 8000 beside 10.000). */
const megabyte = (valore: number | string) => MB.format(Number(valore));

/** Line chart of the four memory series; system RAM on the left axis, the runtime heap on the right (MB). */
export function MemoryChart({ punti }: { punti: MemoryPoint[] }) {
  const { t } = useTranslation();
  const data = useMemo(
    () => ({
      labels: punti.map((p) => p.ora),
      datasets: SERIE.map((s) => ({
        label: t(s.chiave),
        data: punti.map((p) => toMegabytes(p[s.campo])),
        borderColor: s.colore,
        backgroundColor: s.colore,
        borderDash: [...s.tratteggio],
        yAxisID: s.asse,
        // monotone: the curve never dips below or rises above the points it joins
        cubicInterpolationMode: 'monotone',
        pointRadius: 3,
      })),
    }),
    [punti, t],
  );
  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      animation: { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { usePointStyle: true, pointStyle: 'line' } },
        tooltip: {
          callbacks: {
            label: (c: { dataset: { label?: string }; parsed: { y: number } }) => `${c.dataset.label}: ${formatMemory(c.parsed.y * 1024 * 1024)}`,
          },
        },
      },
      scales: {
        y: { position: 'left', beginAtZero: true, ticks: { callback: megabyte }, title: { display: true, text: t('systeminfo.asseSistema') } },
        y1: { position: 'right', beginAtZero: true, ticks: { callback: megabyte }, grid: { drawOnChartArea: false }, title: { display: true, text: t('systeminfo.asseRuntime') } },
      },
    }),
    [t],
  );
  return (
    <div data-testid="grafico-memoria" data-punti={punti.length} data-ultimo={punti.at(-1)?.ora ?? ''}>
      <Chart type="line" data={data} options={options} className="registro-grafico-memoria" aria-label={t('systeminfo.grafico')} />
    </div>
  );
}
