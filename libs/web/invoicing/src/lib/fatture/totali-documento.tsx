import { useTranslation } from 'react-i18next';
import type { DocumentoFattura } from '@registro/contracts';
import { formatEuro } from './documento-fattura';

/** Taxable, VAT and document totals (spec 2 §2.1). */
export function TotaliDocumento({ documento }: { documento: DocumentoFattura }) {
  const { t } = useTranslation();
  return (
    <dl className="registro-fattura-totali" aria-label={t('fatturazione.totali')}>
      <div data-campo="totaleImponibileDocumento">
        <dt>{t('fatturazione.totaleImponibile')}</dt>
        <dd>{formatEuro(documento.totaleImponibileDocumento)}</dd>
      </div>
      <div data-campo="totaleImpostaDocumento">
        <dt>{t('fatturazione.totaleImposta')}</dt>
        <dd>{formatEuro(documento.totaleImpostaDocumento)}</dd>
      </div>
      <div data-campo="totaleDocumento" className="registro-totale-documento">
        <dt>{t('fatturazione.totaleDocumento')}</dt>
        <dd>{formatEuro(documento.totaleDocumento)}</dd>
      </div>
    </dl>
  );
}
