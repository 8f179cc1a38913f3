import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { logColor } from './log-color';
import type { VoceLog } from '@registro/contracts';

/** The Stato column: the status in words (Info, Avviso, Errore) on the log colour (LOGIN/LOGOUT distinct). */
export function LogStatoTag({ voce }: { voce: Pick<VoceLog, 'stato' | 'operation'> }) {
  const { t } = useTranslation();
  return <Tag value={t(`logs.statoVoce.${voce.stato}`, { defaultValue: voce.stato })} style={{ background: logColor(voce) }} data-operation={voce.operation} />;
}
