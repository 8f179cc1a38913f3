import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { useTranslation } from 'react-i18next';
import { EsitoImportazione } from './esito-importazione';
import { useImportaFattureRicevute } from './use-importa-fatture-ricevute';

/** What the dialog takes: FatturaPA files, plain or signed, or a zip of them. */
export const ESTENSIONI_FATTURE_RICEVUTE = '.xml,.p7m,.zip';

/** "Importa": choose (or drop) supplier e-invoices, upload them, then read the outcome file by file. */
export function ImportaFattureRicevuteDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const upload = useRef<FileUpload>(null);
  const { esito, importa, azzera } = useImportaFattureRicevute();
  const chiudi = () => {
    azzera();
    onHide();
  };

  const carica = async (evento: FileUploadHandlerEvent) => {
    if (await importa(evento.files)) upload.current?.clear();
  };

  return (
    <Dialog
      header={t('fattureRicevute.importaTitolo')}
      visible={visible}
      onHide={chiudi}
      modal
      style={{ width: 'min(64rem, 96vw)' }}
      data-testid="dialog-importa-fatture-ricevute"
      footer={
        <div className="flex justify-content-end gap-2 pt-3">
          {esito && <Button label={t('fattureRicevute.importaAltri')} icon="pi pi-upload" outlined onClick={azzera} />}
          <Button label={t('ui.chiudi')} icon="pi pi-times" onClick={chiudi} />
        </div>
      }
    >
      {esito ? (
        <EsitoImportazione esito={esito} onApri={chiudi} />
      ) : (
        <>
          <p className="registro-ricevute-nota">{t('fattureRicevute.notaImporta')}</p>
          <FileUpload
            ref={upload}
            className="registro-importa-ricevute"
            name="file"
            multiple
            accept={ESTENSIONI_FATTURE_RICEVUTE}
            customUpload
            uploadHandler={(e) => void carica(e)}
            chooseLabel={t('fattureRicevute.scegliFile')}
            uploadLabel={t('fattureRicevute.carica')}
            cancelLabel={t('ui.annulla')}
            cancelOptions={{ className: 'p-button-outlined' }}
            emptyTemplate={<p className="registro-ricevute-vuoto">{t('fattureRicevute.trascinaQui')}</p>}
            // PrimeReact hides its upload and cancel buttons from assistive technology and leaves choose and remove unnamed
            pt={{
              input: { 'aria-label': t('fattureRicevute.scegliFile') },
              chooseButton: { role: 'button', 'aria-label': t('fattureRicevute.scegliFile') },
              uploadButton: { root: { 'aria-hidden': false } },
              cancelButton: { root: { 'aria-hidden': false } },
              removeButton: { root: { 'aria-label': t('fattureRicevute.rimuoviFile') } },
            }}
          />
        </>
      )}
    </Dialog>
  );
}
