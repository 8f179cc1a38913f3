import { useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { CAMPI_SISTEMA_TS, CAMPI_STRUTTURA, regimeFiscaleLabel } from './struttura';
import { useStruttura } from './use-struttura';
import { queryKeys } from '../../query-keys';

/** /strutture/view/:id: the facility data, then the Sistema Tessera Sanitaria group. */
export function StrutturaViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const struttura = useStruttura(id);
  const s = struttura.data;
  const dati: DetailField[] = s
    ? [
        ...CAMPI_STRUTTURA.map((campo): DetailField => [t(`strutture.${campo}`), s[campo] || '---', campo]),
        [t('strutture.regimeFiscale'), regimeFiscaleLabel(s.regimeFiscale), 'regimeFiscale'],
      ]
    : [];
  const sistemaTs: DetailField[] = s ? CAMPI_SISTEMA_TS.map((campo): DetailField => [t(`strutture.${campo}`), s[campo] || '---', campo]) : [];
  return (
    <PageLayout
      titolo={t('strutture.dettaglio')}
      onBack={() => navigate('/strutture')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.strutture.record(id) })}
      onEdit={id ? () => navigate(`/strutture/edit/${id}`) : undefined}
      storico={id ? { sezione: 'strutture', idRisorsa: id } : undefined}
    >
      {struttura.isError && <Message severity="error" text={errorLines(struttura.error).join(' ')} className="mb-2" />}
      {s && (
        <>
          <section className="registro-card mb-3" aria-label={t('strutture.dettaglio')}>
            <DetailFields campi={dati} />
          </section>
          <section className="registro-card" aria-label={t('strutture.sistemaTs')}>
            <h2 className="text-lg mt-0">{t('strutture.sistemaTs')}</h2>
            <DetailFields campi={sistemaTs} />
          </section>
        </>
      )}
    </PageLayout>
  );
}
