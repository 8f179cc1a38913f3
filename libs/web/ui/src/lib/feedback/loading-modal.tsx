import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** Blocks the page while data loads: "Caricamento dati in corso...". */
export function LoadingModal({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={() => undefined}
      modal
      closable={false}
      showHeader={false}
      style={{ width: '20rem' }}
      contentClassName="registro-caricamento"
    >
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
      <span>{t('ui.caricamento')}</span>
    </Dialog>
  );
}
