import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { PdfPreviewDialog, DetailFields, ApiError, PageLayout, errorLines, usePdfUrl } from '@registro/web-ui';
import { FirmatoTag } from '../documenti/documento-stato';
import '../documenti/documenti.css';
import './paziente.css';
import { HOME_PAZIENTE } from './paziente';
import { useDocumentoPersonale } from './use-documento-personale';

/** /paziente/view/:id: one of the patient's own documents, its PDF shown, downloadable and printable; Back to their home. */
export function DocumentoPersonalePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const documento = useDocumentoPersonale(id);
  const d = documento.data;
  const url = usePdfUrl(d?.base64);
  const [stampa, setStampa] = useState(false);
  const titolo = d ? d.descrizione || d.nomeFile : t('archivioDocumenti.documento');
  const nomeFile = d?.nomeFile ?? 'documento.pdf';
  const nonTrovato = documento.error instanceof ApiError && documento.error.status === 404;

  return (
    <PageLayout titolo={titolo} onBack={() => navigate(HOME_PAZIENTE)} onPrint={url ? () => setStampa(true) : undefined}>
      {documento.isError && (
        <Message
          severity="error"
          text={nonTrovato ? t('paziente.documentoNonTrovato') : errorLines(documento.error).join(' ')}
          className="mb-3 w-full"
          data-testid="errore-documento"
        />
      )}
      {!documento.isError && (
        <div className="registro-documento-layout">
          <aside className="registro-card registro-documento-meta">
            {d && (
              <DetailFields
                campi={[
                  [t('archivioDocumenti.documento'), d.descrizione || '-', 'descrizione'],
                  [t('archivioDocumenti.tipoDocumento'), d.tipoDocumento || '-', 'tipoDocumento'],
                  [t('archivioDocumenti.nomeFile'), d.nomeFile, 'nomeFile'],
                  [t('archivioDocumenti.versione'), String(d.versione ?? '-'), 'versione'],
                  [t('archivioDocumenti.firma'), <FirmatoTag firmato={d.firmato} />, 'firma'],
                ]}
              />
            )}
            <div className="registro-documento-azioni">
              {url && (
                <a href={url} download={nomeFile} className="p-button p-button-outlined" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', textDecoration: 'none' }}>
                  <span className="pi pi-download" aria-hidden="true" />
                  {t('ui.scaricaPdf')}
                </a>
              )}
              <Button label={t('ui.stampa')} icon="pi pi-print" outlined onClick={() => setStampa(true)} disabled={!url} />
            </div>
          </aside>
          <div className="registro-card p-2">
            {url ? (
              <iframe src={`${url}#view=FitH&navpanes=0`} title={t('archivioDocumenti.anteprima')} className="registro-visore-pdf" data-testid="visore-pdf" />
            ) : (
              <div className="registro-visore-pdf">
                <div className="registro-visore-pdf-vuoto">
                  {documento.isFetching ? <ProgressSpinner style={{ width: '3rem', height: '3rem' }} /> : <p>{t('archivioDocumenti.pdfNonDisponibile')}</p>}
                </div>
              </div>
            )}
          </div>
        </div>
      )}
      <PdfPreviewDialog url={stampa ? url : null} onHide={() => setStampa(false)} titolo={titolo} nomeFile={nomeFile} />
    </PageLayout>
  );
}
