import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface PdfPreviewDialogProps {
  /** blob URL of the PDF; null hides the dialog */
  url: string | null;
  titolo: string;
  /** the name the PDF is downloaded with */
  nomeFile: string;
  onHide: () => void;
}

/** A PDF in a large modal (the specs' print preview): the browser's viewer, download and print. */
export function PdfPreviewDialog({ url, titolo, nomeFile, onHide }: PdfPreviewDialogProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Dialog
      header={titolo}
      visible={!!url}
      onHide={onHide}
      modal
      maximizable
      style={{ width: 'min(80rem, 94vw)', height: '92vh' }}
      contentStyle={{ padding: 0, height: '100%', overflow: 'hidden' }}
      data-testid="anteprima-pdf"
      footer={
        <div className="flex justify-content-end gap-2 pt-3">
          {url && (
            <a href={url} download={nomeFile} className="p-button p-button-outlined" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', textDecoration: 'none' }}>
              <span className="pi pi-download" aria-hidden="true" />
              {t('ui.scaricaPdf')}
            </a>
          )}
          <Button label={t('ui.chiudi')} icon="pi pi-times" outlined onClick={onHide} />
          <Button label={t('ui.stampa')} icon="pi pi-print" onClick={() => frame.current?.contentWindow?.print()} disabled={!url} />
        </div>
      }
    >
      {url && (
        <iframe
          ref={frame}
          src={url}
          title={titolo}
          data-testid="anteprima-pdf-frame"
          style={{ width: '100%', height: '100%', minHeight: '70vh', border: 0, display: 'block', background: '#525659' }}
        />
      )}
    </Dialog>
  );
}
