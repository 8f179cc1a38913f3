import { useRef } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

interface AnteprimaStampaDialogProps {
  visible: boolean;
  onHide: () => void;
  url: string | null;
  titolo: string;
}

/** The PDF in a large modal, with the browser's print. */
export function AnteprimaStampaDialog({
  visible,
  onHide,
  url,
  titolo,
}: AnteprimaStampaDialogProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Dialog
      header={titolo}
      visible={visible}
      onHide={onHide}
      modal
      maximizable
      style={{ width: 'min(80rem, 96vw)' }}
      contentStyle={{ padding: 0 }}
      footer={
        <div className="flex justify-content-end gap-2 pt-3">
          <Button
            label={t('ui.chiudi')}
            icon="pi pi-times"
            outlined
            onClick={onHide}
          />
          <Button
            label={t('ui.stampa')}
            icon="pi pi-print"
            onClick={() => frame.current?.contentWindow?.print()}
            disabled={!url}
          />
        </div>
      }
      data-testid="dialog-anteprima"
    >
      {url && (
        <iframe
          ref={frame}
          src={url}
          title={titolo}
          className="registro-anteprima-stampa"
        />
      )}
    </Dialog>
  );
}
