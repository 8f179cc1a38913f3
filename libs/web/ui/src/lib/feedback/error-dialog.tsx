import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export interface ErrorDialogProps {
  visible: boolean;
  righe: string[];
  onHide: () => void;
  /** ATTENZIONE unless told otherwise (INFO after a password reset) */
  titolo?: string;
}

/** The modal that shows the server's messages, one per line. */
export function ErrorDialog({ visible, righe, onHide, titolo }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={titolo ?? t('ui.attenzione')}
      visible={visible}
      onHide={onHide}
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={<Button label={t('ui.ok')} icon="pi pi-check" onClick={onHide} autoFocus />}
      data-testid="dialog-errore"
    >
      <ul className="registro-righe-errore">
        {righe.map((riga, i) => (
          <li key={i}>{riga}</li>
        ))}
      </ul>
    </Dialog>
  );
}
