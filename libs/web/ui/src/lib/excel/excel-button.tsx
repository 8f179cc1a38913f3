import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/feedback-context';
import type { ExcelExport } from './excel-context';

/** The toolbar's "Scarica Excel": runs the list's export behind the loading modal; a failure opens ATTENZIONE. */
export function ExcelButton({ esporta }: { esporta: ExcelExport }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const scarica = async () => {
    try {
      await feedback.conCaricamento(esporta());
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };
  return (
    <Button
      icon="pi pi-file-excel"
      rounded
      text
      aria-label={t('ui.scaricaExcel')}
      tooltip={t('ui.scaricaExcel')}
      tooltipOptions={{ position: 'bottom' }}
      onClick={() => void scarica()}
    />
  );
}
