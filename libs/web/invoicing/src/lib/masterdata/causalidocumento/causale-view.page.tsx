import { Link, useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { useCausaleDocumento } from './use-causale-documento';
import { queryKeys } from '../../query-keys';

/** /causalidocumento/view/:id: every field of the reason, its type linking to the type's view. */
export function CausaleViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const causale = useCausaleDocumento(id);
  const c = causale.data;
  const campi: DetailField[] = c
    ? [
        [t('causalidocumento.tipoDocumento'), <Link to={`/tipidocumento/view/${c.idTipoDocumento}`}>{c.codiceTipoDocumento || c.idTipoDocumento}</Link>, 'codiceTipoDocumento'],
        [t('causalidocumento.codiceCausale'), c.codiceCausale, 'codiceCausale'],
        [t('causalidocumento.descrizioneCausale'), c.descrizioneCausale || '---', 'descrizioneCausale'],
        [t('causalidocumento.operazioneMagazzino'), c.operazioneMagazzino, 'operazioneMagazzino'],
        [t('causalidocumento.operazioneContabile'), c.operazioneContabile, 'operazioneContabile'],
        [t('causalidocumento.stampaPrezzi'), c.stampaPrezzi ? t('ui.si') : t('ui.no'), 'stampaPrezzi'],
        [t('causalidocumento.soggettiCollegati'), c.soggettiCollegati || '---', 'soggettiCollegati'],
        [t('causalidocumento.documentiCollegati'), c.documentiCollegati || '---', 'documentiCollegati'],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('causalidocumento.dettaglio')}
      onBack={() => navigate('/causalidocumento')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.causalidocumento.record(id) })}
      onEdit={id ? () => navigate(`/causalidocumento/edit/${id}`) : undefined}
      storico={id ? { sezione: 'causalidocumento', idRisorsa: id } : undefined}
    >
      {causale.isError && <Message severity="error" text={errorLines(causale.error).join(' ')} className="mb-2" />}
      {c && (
        <section className="registro-card" aria-label={t('causalidocumento.dettaglio')}>
          <DetailFields campi={campi} />
        </section>
      )}
    </PageLayout>
  );
}
