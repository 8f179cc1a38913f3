import { Tag } from 'primereact/tag';
import { logColor } from './log-color';
import type { VoceLog } from '@registro/contracts';

/** The Stato column: the status on the log colour (LOGIN/LOGOUT distinct). */
export function LogStatoTag({ voce }: { voce: Pick<VoceLog, 'stato' | 'operation'> }) {
  return <Tag value={voce.stato} style={{ background: logColor(voce) }} data-operation={voce.operation} />;
}
