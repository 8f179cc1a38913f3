import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PdfPreviewDialog,
  DetailFields,
  type DetailField,
  formatIstante,
  PageLayout,
  errorLines,
  useFeedback,
  usePdfUrl,
} from '@registro/web-ui';
import { SEZIONE_ARCHIVIO } from './documento-archivio';
import { useDocumento, useActivePdf, useSegnaInviatoFse } from './use-documento';
import { ResourceLabel, FirmatoTag, FseTag } from './documento-stato';
import { UploadPdfDialog } from './upload-pdf-dialog';
import { readableSize } from './readable-size';
import './documenti.css';
import { queryKeys } from '../query-keys';

/** /documentrepository/view/:id: metadata, the last active PDF, print, sign, history, FSE and a new version. */
export function DocumentoViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const documento = useDocumento(id);
  const pdf = useActivePdf(id);
  const inviatoFse = useSegnaInviatoFse(id);
  const url = usePdfUrl(pdf.data?.base64);
  const [stampa, setStampa] = useState(false);
  const [nuovaVersione, setNuovaVersione] = useState(false);
  const ricarica = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.documentrepository.all });
  const d = documento.data;
  const firmato = pdf.data?.firmato ?? d?.firmato ?? false;
  const titolo = d
    ? d.descrizione || d.nomeFile
    : t('archivioDocumenti.documento');

  const segnaInviato = () =>
    feedback.conferma({
      messaggio: t('archivioDocumenti.confermaFse', { descrizione: titolo }),
      onAccetta: async () => {
        try {
          const risposta = await feedback.conCaricamento(inviatoFse());
          feedback.successo(
            risposta.messaggio ?? t('archivioDocumenti.segnatoFse'),
            t('archivioDocumenti.titolo'),
          );
          await ricarica();
        } catch (errore) {
          feedback.mostraErrore(errore);
        }
      },
    });

  return (
    <PageLayout
      titolo={titolo}
      onBack={() => navigate(`/${SEZIONE_ARCHIVIO}`)}
      onRefresh={() => void ricarica()}
      onPrint={() =>
        url
          ? setStampa(true)
          : feedback.mostraMessaggio([t('archivioDocumenti.pdfNonDisponibile')])
      }
      firma={{
        risorsa: SEZIONE_ARCHIVIO,
        idRisorsa: id,
        onFirmato: () => void ricarica(),
      }}
      storico={{ sezione: SEZIONE_ARCHIVIO, idRisorsa: id }}
    >
      {documento.isError && (
        <Message
          severity="error"
          text={errorLines(documento.error).join(' ')}
          className="mb-3 w-full"
        />
      )}
      <div className="registro-documento-layout">
        <aside className="registro-card registro-documento-meta">
          {d && (
            <DetailFields
              campi={[
                [
                  t('archivioDocumenti.stato'),
                  <span className="flex gap-2 flex-wrap">
                    <FirmatoTag firmato={firmato} />
                    <FseTag inviato={!!d.inviatoFse} />
                  </span>,
                  'stato',
                ],
                [
                  t('archivioDocumenti.descrizione'),
                  d.descrizione || '-',
                  'descrizione',
                ],
                [
                  t('archivioDocumenti.nomeFile'),
                  `${d.nomeFile}${d.size ? ` (${readableSize(d.size)})` : ''}`,
                  'nomeFile',
                ],
                [
                  t('archivioDocumenti.tipoDocumento'),
                  d.tipoDocumento || '-',
                  'tipoDocumento',
                ],
                [
                  t('archivioDocumenti.risorsa'),
                  <ResourceLabel sezione={d.sezione} idRisorsa={d.idRisorsa} />,
                  'risorsa',
                ],
                [
                  t('archivioDocumenti.versione'),
                  String(pdf.data?.versione ?? d.versione ?? '-'),
                  'versione',
                ],
                [
                  t('archivioDocumenti.dataRefertazione'),
                  d.dataRefertazione ? formatIstante(d.dataRefertazione) : '-',
                  'dataRefertazione',
                ],
                ...(firmato && d.ultimoFirmatario
                  ? [
                      [
                        t('archivioDocumenti.firmatoDa'),
                        t('archivioDocumenti.firme', {
                          firmatario: d.ultimoFirmatario,
                          numero: d.firme,
                        }),
                        'firmatoDa',
                      ] as DetailField,
                    ]
                  : []),
                ...(d.inviatoFse && d.dataInvioFse
                  ? [
                      [
                        t('archivioDocumenti.dataInvioFse'),
                        formatIstante(d.dataInvioFse),
                        'dataInvioFse',
                      ] as DetailField,
                    ]
                  : []),
                [
                  t('archivioDocumenti.caricatoDa'),
                  `${d.creatoDa || '-'} · ${d.creatoIl ? formatIstante(d.creatoIl) : '-'}`,
                  'creatoDa',
                ],
              ]}
            />
          )}
          <div className="registro-documento-azioni">
            <Button
              label={t('archivioDocumenti.caricaVersione')}
              icon="pi pi-upload"
              outlined
              onClick={() => setNuovaVersione(true)}
              disabled={!d}
            />
            <Button
              label={t('archivioDocumenti.segnaFse')}
              icon="pi pi-send"
              outlined
              severity="success"
              onClick={segnaInviato}
              disabled={!d || !!d.inviatoFse}
            />
          </div>
        </aside>
        <div className="registro-card p-2">
          {url ? (
            <iframe
              src={`${url}#view=FitH&navpanes=0`}
              title={t('archivioDocumenti.anteprima')}
              className="registro-visore-pdf"
              data-testid="visore-pdf"
            />
          ) : (
            <div className="registro-visore-pdf">
              <div className="registro-visore-pdf-vuoto">
                {pdf.isFetching ? (
                  <ProgressSpinner style={{ width: '3rem', height: '3rem' }} />
                ) : (
                  <div>
                    <i className="pi pi-file-excel" aria-hidden="true" />
                    <p>
                      {pdf.isError
                        ? t('firma.documentoNonFirmato')
                        : t('archivioDocumenti.pdfNonDisponibile')}
                    </p>
                  </div>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
      <PdfPreviewDialog
        url={stampa ? url : null}
        onHide={() => setStampa(false)}
        titolo={titolo}
        nomeFile={d?.nomeFile ?? 'documento.pdf'}
      />
      {d && (
        <UploadPdfDialog
          visible={nuovaVersione}
          onHide={() => setNuovaVersione(false)}
          idRisorsa={d.idRisorsa}
          sezione={d.sezione}
          descrizione={d.descrizione}
          tipoDocumento={d.tipoDocumento}
          onCaricato={(nuovo) =>
            nuovo && String(nuovo) !== id
              ? navigate(`/${SEZIONE_ARCHIVIO}/view/${nuovo}`)
              : void ricarica()
          }
        />
      )}
    </PageLayout>
  );
}
