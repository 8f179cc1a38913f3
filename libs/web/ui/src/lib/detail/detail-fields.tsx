import type { ReactNode } from 'react';
import { formatValoreLeggibile } from '../format/italian-format';

/** label, value and, optionally, a data-campo attribute for tests and styling */
export type DetailField = [etichetta: string, valore: ReactNode, campo?: string];

/**
 * The label/value list of a view page (a <dl> of <div><dt/><dd/></div>). A plain text or number
 * value reads the Italian way (an ISO instant as 28/11/2026 17:01, a decimal as 2,20); elements
 * are shown as the page built them.
 */
export function DetailFields({ campi, className = 'registro-dettaglio-campi' }: { campi: DetailField[]; className?: string }) {
  return (
    <dl className={className}>
      {campi.map(([etichetta, valore, campo]) => (
        <div key={campo ?? etichetta} data-campo={campo}>
          <dt>{etichetta}</dt>
          <dd>{typeof valore === 'string' || typeof valore === 'number' ? formatValoreLeggibile(valore) : valore}</dd>
        </div>
      ))}
    </dl>
  );
}
