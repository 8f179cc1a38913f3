import { useTranslation } from 'react-i18next';
import type { DocumentoCommerciale } from '@registro/contracts';
import { formatEuro } from './documento';

/** The read-only totals block: gross, net, VAT. */
export function TotaliDocumento({ documento }: { documento: Pick<DocumentoCommerciale, 'importoLordo' | 'importoNetto' | 'importoIva'> }) {
  const { t } = useTranslation();
  const voce = (etichetta: string, valore: number, forte = false) => (
    <div className="flex flex-column align-items-end">
      <span className="text-sm text-color-secondary">{etichetta}</span>
      <output aria-label={etichetta} className={forte ? 'text-xl font-bold' : 'text-lg'}>
        {formatEuro(valore)}
      </output>
    </div>
  );
  return (
    <div className="flex justify-content-end gap-5 mt-3 p-3 surface-ground border-round" role="group" aria-label={t('documentiCommerciali.totali')}>
      {voce(t('documentiCommerciali.importoNetto'), documento.importoNetto)}
      {voce(t('documentiCommerciali.importoIva'), documento.importoIva)}
      {voce(t('documentiCommerciali.importoLordo'), documento.importoLordo, true)}
    </div>
  );
}
