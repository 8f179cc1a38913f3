import { useLocation, useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { numeratoriBase } from './numeratore';
import { useNumeratore } from './use-numeratore';
import { queryKeys } from '../../query-keys';

/** /numeratori/view/:id and /fatturazionenumeratori/view/:id: Codice, Descrizione, Valore, Anno, Codice Struttura, Note. */
export function NumeratoreViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const base = numeratoriBase(pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const numeratore = useNumeratore(id);
  const n = numeratore.data;
  const campi: DetailField[] = n
    ? [
        [t('numeratori.codice'), n.codice, 'codice'],
        [t('numeratori.descrizione'), n.descrizione || '---', 'descrizione'],
        [t('numeratori.valore'), String(n.valore ?? 0), 'valore'],
        [t('numeratori.anno'), String(n.anno ?? ''), 'anno'],
        [t('numeratori.codiceStruttura'), n.codiceStruttura || '---', 'codiceStruttura'],
        [t('numeratori.note'), n.note || '---', 'note'],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('numeratori.dettaglio')}
      onBack={() => navigate(base)}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.numeratori.record(id) })}
      onEdit={id ? () => navigate(`${base}/edit/${id}`) : undefined}
      storico={id ? { sezione: 'numeratori', idRisorsa: id } : undefined}
    >
      {numeratore.isError && <Message severity="error" text={errorLines(numeratore.error).join(' ')} className="mb-2" />}
      {n && (
        <section className="registro-card" aria-label={t('numeratori.dettaglio')}>
          <DetailFields campi={campi} />
        </section>
      )}
    </PageLayout>
  );
}
