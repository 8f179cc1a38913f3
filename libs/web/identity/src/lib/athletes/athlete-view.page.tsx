import { useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, formatDate } from '@registro/web-ui';
import { useAthlete } from './use-athlete';

/** /worklist/visitamedicosportiva/view/:id (spec 1 §2, the /testlist rows' link): the athlete, read-only; Back to /testlist. */
export function AthleteViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const atleta = useAthlete(id);
  return (
    <PageLayout titolo={t('demo.atletaTitolo')} onBack={() => navigate('/testlist')}>
      <div className="registro-card">
        {atleta.isError && <Message severity="error" text={errorLines(atleta.error).join(' ')} />}
        {atleta.data === null && <Message severity="warn" text={t('demo.atletaNonTrovato')} />}
        {atleta.data && (
          <DetailFields
            campi={[
              [t('demo.cognome'), atleta.data.cognome, 'cognome'],
              [t('demo.nome'), atleta.data.nome, 'nome'],
              [t('demo.dataNascita'), formatDate(atleta.data.dataNascita), 'dataNascita'],
              [t('demo.sport'), atleta.data.sport, 'sport'],
              [t('demo.societa'), atleta.data.societa, 'societa'],
              [t('demo.citta'), atleta.data.citta, 'citta'],
            ]}
          />
        )}
      </div>
    </PageLayout>
  );
}
