import { useTranslation } from 'react-i18next';
import type { InfoSistema } from '@registro/contracts';
import { DetailFields, type DetailField } from '@registro/web-ui';
import { formatMemory } from './memoria';

const percentuale = (parte: number, totale: number) => (totale > 0 ? ` (${Math.round((parte / totale) * 100)}%)` : '');

/** The spec's system-info fields, with memory in readable units. */
export function SysteminfoCard({ info }: { info: InfoSistema | null }) {
  const { t } = useTranslation();
  const campi: DetailField[] = info
    ? [
        [t('systeminfo.sistemaOperativo'), info.operationSystemInfo, 'operationSystemInfo'],
        [t('systeminfo.fornitoreRuntime'), info.javaVendor, 'javaVendor'],
        [t('systeminfo.versioneRuntime'), info.javaVersion, 'javaVersion'],
        [t('systeminfo.coreCpu'), String(info.cpuCoresNumber), 'cpuCoresNumber'],
        [t('systeminfo.connessioniAttive'), String(info.activeConnectionsJDBCManager), 'activeConnectionsJDBCManager'],
        [t('systeminfo.nodo'), info.nodo ?? '---', 'nodo'],
        [t('systeminfo.ramTotale'), formatMemory(info.systemMemory), 'systemMemory'],
        [t('systeminfo.ramUsata'), formatMemory(info.systemMemoryUsed) + percentuale(info.systemMemoryUsed, info.systemMemory), 'systemMemoryUsed'],
        [t('systeminfo.heapTotale'), formatMemory(info.javaMemory), 'javaMemory'],
        [t('systeminfo.heapUsato'), formatMemory(info.javaMemoryUsed) + percentuale(info.javaMemoryUsed, info.javaMemory), 'javaMemoryUsed'],
      ]
    : [];
  return (
<DetailFields campi={campi} className="registro-info-sistema" />
  );
}
