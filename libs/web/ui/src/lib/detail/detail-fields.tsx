import type { ReactNode } from 'react';

/** label, value and, optionally, a data-campo attribute for tests and styling */
export type DetailField = [etichetta: string, valore: ReactNode, campo?: string];

/** The label/value list of a view page (a <dl> of <div><dt/><dd/></div>). */
export function DetailFields({ campi, className = 'registro-dettaglio-campi' }: { campi: DetailField[]; className?: string }) {
  return (
    <dl className={className}>
      {campi.map(([etichetta, valore, campo]) => (
        <div key={campo ?? etichetta} data-campo={campo}>
          <dt>{etichetta}</dt>
          <dd>{valore}</dd>
        </div>
      ))}
    </dl>
  );
}
