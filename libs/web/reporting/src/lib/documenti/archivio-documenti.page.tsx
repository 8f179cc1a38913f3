import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FilterBar,
  formatIstante,
  LazyTable,
  PageLayout,
  type Query,
} from '@registro/web-ui';
import type { DocumentoArchiviato } from '@registro/contracts';
import { DOCUMENTI_PAGE_SIZE, SEZIONE_ARCHIVIO } from './documento-archivio';
import { UploadPdfDialog } from './upload-pdf-dialog';
import { archivioFilterFields, archivioFiltersFromUrl } from './archivio-filters';
import { ResourceLabel, FirmatoTag, FseTag } from './documento-stato';
import { DocumentoFileLink, OpenDocumentoButton } from './documento-cells';
import './documenti.css';
import { queryKeys } from '../query-keys';

/** /documentrepository: the stored documents, 50 per page, with "Carica PDF" to add one to sign. */
export function ArchivioDocumentiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parametri] = useSearchParams();
  const [dallIndirizzo] = useState(() => archivioFiltersFromUrl(parametri));
  const [filtri, setFiltri] = useState<Query>(dallIndirizzo);
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
        <div className="registro-archivio-filtri flex justify-content-between align-items-end gap-3">
          <FilterBar<Query> campi={archivioFilterFields(t)} iniziali={dallIndirizzo} onCerca={setFiltri} />
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
            forPage={DOCUMENTI_PAGE_SIZE}
            ariaLabel={t('archivioDocumenti.titolo')}
          >
            <Column
              header={t('archivioDocumenti.documento')}
              style={{ minWidth: '18rem' }}
              body={(d: DocumentoArchiviato) => <DocumentoFileLink documento={d} to={`/${SEZIONE_ARCHIVIO}/view/${d.id}`} />}
            />
            <Column
              field="tipoDocumento"
              header={t('archivioDocumenti.tipoDocumento')}
              style={{ width: '9rem' }}
            />
            <Column
              header={t('archivioDocumenti.risorsa')}
              body={(d: DocumentoArchiviato) => (
                <ResourceLabel sezione={d.sezione} idRisorsa={d.idRisorsa} />
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
                d.dataRefertazione ? formatIstante(d.dataRefertazione) : '-'
              }
              style={{ width: '12rem' }}
              className="white-space-nowrap"
            />
            <Column
              header={t('archivioDocumenti.firma')}
              body={(d: DocumentoArchiviato) => (
                <FirmatoTag firmato={d.firmato} />
              )}
              style={{ width: '9rem' }}
            />
            <Column
              header={t('archivioDocumenti.fse')}
              body={(d: DocumentoArchiviato) => (
                <FseTag inviato={!!d.inviatoFse} />
              )}
              style={{ width: '10rem' }}
            />
            <Column
              header=""
              style={{ width: '4rem' }}
              body={(d: DocumentoArchiviato) => <OpenDocumentoButton to={`/${SEZIONE_ARCHIVIO}/view/${d.id}`} />}
            />
          </LazyTable>
        </div>
      </div>
      <UploadPdfDialog
        visible={caricamento}
        onHide={() => setCaricamento(false)}
        onCaricato={(id) => id && navigate(`/${SEZIONE_ARCHIVIO}/view/${id}`)}
      />
    </PageLayout>
  );
}
