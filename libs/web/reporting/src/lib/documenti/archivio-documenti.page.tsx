import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FilterBar,
  formattaDataOra,
  LazyTable,
  PageLayout,
  type Query,
} from '@registro/web-ui';
import type { DocumentoArchiviato } from '@registro/contracts';
import { DOCUMENTI_PER_PAGINA, SEZIONE_ARCHIVIO } from './documento-archivio';
import { CaricaPdfDialog } from './upload-pdf-dialog';
import { campiFiltroArchivio } from './archivio-filters';
import { Risorsa, TagFirmato, TagFse } from './documento-stato';
import { dimensioneLeggibile } from './readable-size';
import './documenti.css';
import { queryKeys } from '../query-keys';

/** /documentrepository: the stored documents, 50 per page, with "Carica PDF" to add one to sign. */
export function ArchivioDocumentiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Query>({});
  const [caricamento, setCaricamento] = useState(false);

  return (
    <PageLayout
      titolo={t('archivioDocumenti.titolo')}
      onRefresh={() =>
        void queryClient.invalidateQueries({
          queryKey: queryKeys.documentrepository.all,
        })
      }
      onNew={() => setCaricamento(true)}
    >
      <div className="registro-card">
        <div className="flex justify-content-between align-items-end gap-3">
          <FilterBar<Query> campi={campiFiltroArchivio(t)} onCerca={setFiltri} />
          <Button
            label={t('archivioDocumenti.caricaPdf')}
            icon="pi pi-upload"
            className="mb-3 flex-shrink-0"
            onClick={() => setCaricamento(true)}
          />
        </div>
        <div className="registro-tabella-documenti">
          <LazyTable<DocumentoArchiviato>
            risorsa={`/${SEZIONE_ARCHIVIO}`}
            filtri={filtri}
            forPage={DOCUMENTI_PER_PAGINA}
            ariaLabel={t('archivioDocumenti.titolo')}
          >
            <Column
              header={t('archivioDocumenti.documento')}
              style={{ minWidth: '18rem' }}
              body={(d: DocumentoArchiviato) => (
                <Link
                  to={`/${SEZIONE_ARCHIVIO}/view/${d.id}`}
                  className="registro-nome-file"
                >
                  <i className="pi pi-file-pdf" aria-hidden="true" />
                  <span>
                    {d.descrizione || d.nomeFile}
                    <small>
                      {d.nomeFile}
                      {d.size ? ` · ${dimensioneLeggibile(d.size)}` : ''}
                    </small>
                  </span>
                </Link>
              )}
            />
            <Column
              field="tipoDocumento"
              header={t('archivioDocumenti.tipoDocumento')}
              style={{ width: '9rem' }}
            />
            <Column
              header={t('archivioDocumenti.risorsa')}
              body={(d: DocumentoArchiviato) => (
                <Risorsa sezione={d.sezione} idRisorsa={d.idRisorsa} />
              )}
              style={{ width: '10rem' }}
            />
            <Column
              field="versione"
              header={t('archivioDocumenti.versione')}
              style={{ width: '6rem' }}
            />
            <Column
              header={t('archivioDocumenti.dataRefertazione')}
              body={(d: DocumentoArchiviato) =>
                formattaDataOra(d.dataRefertazione ?? null) || '-'
              }
              style={{ width: '12rem' }}
              className="white-space-nowrap"
            />
            <Column
              header={t('archivioDocumenti.firma')}
              body={(d: DocumentoArchiviato) => (
                <TagFirmato firmato={d.firmato} />
              )}
              style={{ width: '9rem' }}
            />
            <Column
              header={t('archivioDocumenti.fse')}
              body={(d: DocumentoArchiviato) => (
                <TagFse inviato={!!d.inviatoFse} />
              )}
              style={{ width: '10rem' }}
            />
            <Column
              header=""
              style={{ width: '4rem' }}
              body={(d: DocumentoArchiviato) => (
                <Button
                  icon="pi pi-eye"
                  rounded
                  text
                  aria-label={t('archivioDocumenti.apri')}
                  tooltip={t('archivioDocumenti.apri')}
                  onClick={() => navigate(`/${SEZIONE_ARCHIVIO}/view/${d.id}`)}
                />
              )}
            />
          </LazyTable>
        </div>
      </div>
      <CaricaPdfDialog
        visible={caricamento}
        onHide={() => setCaricamento(false)}
        onCaricato={(id) => id && navigate(`/${SEZIONE_ARCHIVIO}/view/${id}`)}
      />
    </PageLayout>
  );
}
