import { useRef } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { ETICHETTA_STATO_SDI } from '@registro/contracts';
import type { RispostaNotificheSdi } from './notifiche-sdi-api';

export interface NotificheSdiDialogProps {
  visible: boolean;
  onHide: () => void;
  onCarica: (files: File[]) => Promise<unknown>;
  invio: boolean;
  risposta: RispostaNotificheSdi | null;
  /** the view page of an invoice, for the link of each recorded receipt */
  percorsoFattura: (id: number) => string;
}

/** "Importa ricevute SDI": choose or drop .xml/.p7m/.zip files, upload them, read what happened to each. */
export function NotificheSdiDialog({ visible, onHide, onCarica, invio, risposta, percorsoFattura }: NotificheSdiDialogProps) {
  const { t } = useTranslation();
  const upload = useRef<FileUpload>(null);
  const carica = async (e: FileUploadHandlerEvent) => {
    await onCarica(e.files);
    upload.current?.clear();
  };
  const esito = risposta?.esito;
  return (
    <Dialog header={t('fatturazione.sdiImporta')} visible={visible} onHide={onHide} modal style={{ width: 'min(48rem, 96vw)' }} className="registro-notifiche-sdi">
      <p className="mt-0">{t('fatturazione.sdiImportaSpiegazione')}</p>
      <FileUpload
        ref={upload}
        name="file"
        multiple
        accept=".xml,.p7m,.zip"
        maxFileSize={5 * 1024 * 1024}
        customUpload
        uploadHandler={(e) => void carica(e)}
        disabled={invio}
        chooseLabel={t('fatturazione.sdiScegli')}
        uploadLabel={t('fatturazione.sdiCarica')}
        cancelLabel={t('fatturazione.sdiSvuota')}
        invalidFileSizeMessageSummary="{0}: "
        invalidFileSizeMessageDetail="supera i 5 MB"
        emptyTemplate={<p className="m-0">{t('fatturazione.sdiTrascina')}</p>}
        // PrimeReact hides Carica and Svuota from assistive technology: they are the dialog's actions
        pt={{ uploadButton: { root: { 'aria-hidden': false } }, cancelButton: { root: { 'aria-hidden': false } }, chooseButton: { role: 'button' } }}
      />
      {esito && (
        <div className="registro-notifiche-sdi-esito" aria-live="polite">
          {risposta.messaggio && <Message severity={esito.registrate.length || esito.giaRegistrate.length ? 'success' : 'error'} text={risposta.messaggio.replace(/#$/, '').split('#').join(' · ')} className="w-full justify-content-start my-3" />}
          {esito.registrate.length > 0 && (
            <section aria-label={t('fatturazione.sdiRegistrate')}>
              <h3>{t('fatturazione.sdiRegistrate')}</h3>
              <ul>
                {esito.registrate.map((r) => (
                  <li key={`${r.file}-${r.idDocumento}`}>
                    <span className="registro-notifiche-sdi-file">{r.file}</span>{' '}
                    <Link to={percorsoFattura(r.idDocumento)} onClick={onHide}>
                      {t('fatturazione.sdiEsitoRegistrata', { numero: r.numeroDocumento, stato: ETICHETTA_STATO_SDI[r.stato] })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {esito.giaRegistrate.length > 0 && (
            <section aria-label={t('fatturazione.sdiGiaRegistrate')}>
              <h3>{t('fatturazione.sdiGiaRegistrate')}</h3>
              <ul>
                {esito.giaRegistrate.map((r) => (
                  <li key={`${r.file}-${r.idDocumento}`}>
                    <span className="registro-notifiche-sdi-file">{r.file}</span>{' '}
                    <Link to={percorsoFattura(r.idDocumento)} onClick={onHide}>
                      {t('fatturazione.sdiApriFattura')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {esito.rifiutate.length > 0 && (
            <section aria-label={t('fatturazione.sdiRifiutate')}>
              <h3>{t('fatturazione.sdiRifiutate')}</h3>
              <ul>
                {esito.rifiutate.map((r) => (
                  <li key={r.file + r.messaggio}>{r.messaggio}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
