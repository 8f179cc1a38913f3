import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface AnteprimaPdfDialogProps {
  /** blob URL of the PDF; null hides the dialog */
  url: string | null;
  titolo: string;
  /** the name the PDF is downloaded with */
  nomeFile: string;
  onHide: () => void;
}

/** The PDF preview in a large modal (spec 2 §2.3): the browser's PDF viewer in an iframe. */
export function AnteprimaPdfDialog({ url, titolo, nomeFile, onHide }: AnteprimaPdfDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={titolo}
      visible={!!url}
      onHide={onHide}
      modal
      maximizable
      style={{ width: '90vw', height: '90vh' }}
      contentStyle={{ padding: 0, height: '100%', overflow: 'hidden' }}
      data-testid="anteprima-pdf"
      footer={
        url && (
          <a href={url} download={nomeFile} className="p-button p-button-outlined registro-stampa-scarica">
            <span className="pi pi-download" aria-hidden="true" />
            {t('printserver.scaricaPdf')}
          </a>
        )
      }
    >
      {url && <iframe src={url} title={t('printserver.anteprima')} className="registro-stampa-anteprima" data-testid="anteprima-pdf-frame" />}
    </Dialog>
  );
}
