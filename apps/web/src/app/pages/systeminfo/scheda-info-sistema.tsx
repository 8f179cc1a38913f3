import { useTranslation } from 'react-i18next';
import type { InfoSistema } from '@registro/contracts';
import { formattaMemoria } from './memoria';

const percentuale = (parte: number, totale: number) => (totale > 0 ? ` (${Math.round((parte / totale) * 100)}%)` : '');

/** The spec's system-info fields, with memory in readable units. */
export function SchedaInfoSistema({ info }: { info: InfoSistema | null }) {
  const { t } = useTranslation();
  const campi: [string, string, string][] = info
    ? [
        ['operationSystemInfo', t('systeminfo.sistemaOperativo'), info.operationSystemInfo],
        ['javaVendor', t('systeminfo.fornitoreRuntime'), info.javaVendor],
        ['javaVersion', t('systeminfo.versioneRuntime'), info.javaVersion],
        ['cpuCoresNumber', t('systeminfo.coreCpu'), String(info.cpuCoresNumber)],
        ['activeConnectionsJDBCManager', t('systeminfo.connessioniAttive'), String(info.activeConnectionsJDBCManager)],
        ['nodo', t('systeminfo.nodo'), info.nodo ?? '---'],
        ['systemMemory', t('systeminfo.ramTotale'), formattaMemoria(info.systemMemory)],
        ['systemMemoryUsed', t('systeminfo.ramUsata'), formattaMemoria(info.systemMemoryUsed) + percentuale(info.systemMemoryUsed, info.systemMemory)],
        ['javaMemory', t('systeminfo.heapTotale'), formattaMemoria(info.javaMemory)],
        ['javaMemoryUsed', t('systeminfo.heapUsato'), formattaMemoria(info.javaMemoryUsed) + percentuale(info.javaMemoryUsed, info.javaMemory)],
      ]
    : [];
  return (
    <dl className="registro-info-sistema">
      {campi.map(([campo, etichetta, valore]) => (
        <div key={campo} data-campo={campo}>
          <dt>{etichetta}</dt>
          <dd>{valore}</dd>
        </div>
      ))}
    </dl>
  );
}
