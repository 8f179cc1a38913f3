import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatIstante, LazyTable, PageLayout, useProfilo } from '@registro/web-ui';
import type { DocumentoArchiviato } from '@registro/contracts';
import { FirmatoTag, FseTag } from '../documenti/documento-stato';
import { DocumentoFileLink, OpenDocumentoButton } from '../documenti/documento-cells';
import { queryKeys } from '../query-keys';
import { DOCUMENTI_PERSONALI, DOCUMENTI_PERSONALI_PAGE_SIZE, LE_MIE_PRENOTAZIONI, documentoPersonaleUrl } from './paziente';
import { greetingKey } from './greeting';
import '../documenti/documenti.css';
import './paziente.css';

/** /paziente/homepaziente (spec 1 §2, §4): a greeting, the patient's own archived documents, their profile and bookings. */
export function HomePazientePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profilo } = useProfilo();
  const nome = [profilo?.firstname, profilo?.lastname].filter(Boolean).join(' ');
  const iniziali = [profilo?.firstname, profilo?.lastname].map((p) => p?.trim()[0] ?? '').join('').toUpperCase();

  return (
    <PageLayout
      titolo={t('paziente.home')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.documentiPersonali.all })}
    >
      <section className="registro-paziente-testata" aria-label={t('paziente.benvenuto')}>
        <div className="registro-paziente-chi">
          <span className="registro-paziente-avatar" aria-hidden="true">{iniziali || <i className="pi pi-user" />}</span>
          <div>
            <h2 data-testid="saluto-paziente">{nome ? `${t(greetingKey(new Date().getHours()))}, ${nome}` : t(greetingKey(new Date().getHours()))}</h2>
            <p>{t('paziente.sottotitolo')}</p>
          </div>
        </div>
        <div className="registro-paziente-azioni">
          <Button label={t('paziente.prenotazioni')} icon="pi pi-calendar" outlined onClick={() => navigate(LE_MIE_PRENOTAZIONI)} />
          <Button
            label={t('paziente.profilo')}
            icon="pi pi-user"
            disabled={!profilo}
            onClick={() => profilo && navigate(`/profilo/view/${profilo.id}`)}
          />
        </div>
      </section>
      <div className="registro-card">
        <div className="registro-paziente-sezione-titolo">
          <h3>{t('paziente.documenti')}</h3>
          <small>{t('paziente.documentiNota')}</small>
        </div>
        <div className="registro-tabella-documenti registro-documenti-paziente">
          <LazyTable<DocumentoArchiviato>
            risorsa={DOCUMENTI_PERSONALI}
            forPage={DOCUMENTI_PERSONALI_PAGE_SIZE}
            ariaLabel={t('paziente.documenti')}
            excel={false}
          >
            <Column
              header={t('archivioDocumenti.dataRefertazione')}
              body={(d: DocumentoArchiviato) => (d.dataRefertazione ? formatIstante(d.dataRefertazione) : '-')}
              style={{ width: '12rem' }}
              className="white-space-nowrap"
            />
            <Column
              header={t('archivioDocumenti.documento')}
              style={{ minWidth: '18rem' }}
              body={(d: DocumentoArchiviato) => <DocumentoFileLink documento={d} to={documentoPersonaleUrl(d.id)} />}
            />
            <Column field="tipoDocumento" header={t('archivioDocumenti.tipoDocumento')} style={{ width: '9rem' }} />
            <Column header={t('archivioDocumenti.firma')} body={(d: DocumentoArchiviato) => <FirmatoTag firmato={d.firmato} />} style={{ width: '9rem' }} />
            <Column header={t('archivioDocumenti.fse')} body={(d: DocumentoArchiviato) => <FseTag inviato={!!d.inviatoFse} />} style={{ width: '10rem' }} />
            <Column
              header=""
              style={{ width: '4rem' }}
              body={(d: DocumentoArchiviato) => <OpenDocumentoButton to={documentoPersonaleUrl(d.id)} />}
            />
          </LazyTable>
        </div>
      </div>
    </PageLayout>
  );
}
