import { Tag } from 'primereact/tag';
import type { StatoPrintReport } from '@registro/contracts';

const GRAVITA: Record<StatoPrintReport, 'success' | 'warning' | 'secondary'> = { ATTIVO: 'success', SOSPESO: 'warning', OBSOLETO: 'secondary' };

/** ATTIVO green, SOSPESO orange, OBSOLETO grey. */
export function ReportStatoTag({ stato }: { stato: StatoPrintReport }) {
  return <Tag value={stato} severity={GRAVITA[stato] ?? 'secondary'} />;
}
