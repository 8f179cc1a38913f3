import { Link, useNavigate, useParams } from 'react-router';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CausaleDocumento } from '@registro/contracts';
import { DetailFields, PageLayout, errorLines, type DetailField, DetailTable } from '@registro/web-ui';
import { useTipoDocumento } from './use-tipo-documento';
import { tipoSdiLabel } from './tipo-documento';
import { queryKeys } from '../../query-keys';

/** /tipidocumento/view/:id: type, numerator code, description and code, then the table of its reasons. */
export function TipoDocumentoViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tipo = useTipoDocumento(id);
  const r = tipo.data;
  const campi: DetailField[] = r
    ? [
        [t('tipidocumento.tipo'), r.tipoDocumento, 'tipoDocumento'],
        [t('tipidocumento.codiceNumeratore'), r.codiceNumeratore || '---', 'codiceNumeratore'],
        [t('tipidocumento.descrizione'), r.descrizioneTipoDocumento || '---', 'descrizioneTipoDocumento'],
        [t('tipidocumento.codice'), r.codiceTipoDocumento, 'codiceTipoDocumento'],
        [t('tipidocumento.tipoDocumentoSdi'), tipoSdiLabel(r.tipoDocumentoSdi), 'tipoDocumentoSdi'],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('tipidocumento.dettaglio')}
      onBack={() => navigate('/tipidocumento')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.tipidocumento.record(id) })}
      onEdit={id ? () => navigate(`/tipidocumento/edit/${id}`) : undefined}
      storico={id ? { sezione: 'tipidocumento', idRisorsa: id } : undefined}
    >
      {tipo.isError && <Message severity="error" text={errorLines(tipo.error).join(' ')} className="mb-2" />}
      {r && (
        <>
          <section className="registro-card mb-3" aria-label={t('tipidocumento.dettaglio')}>
            <DetailFields campi={campi} />
          </section>
          <section className="registro-card" aria-label={t('tipidocumento.causali')}>
            <h2 className="text-lg mt-0">{t('tipidocumento.causali')}</h2>
            <DetailTable<CausaleDocumento> value={r.causali ?? []} dataKey="id" ariaLabel={t('tipidocumento.causali')}>
              <Column header={t('causalidocumento.codiceCausale')} body={(c: CausaleDocumento) => <Link to={`/causalidocumento/view/${c.id}`}>{c.codiceCausale}</Link>} />
              <Column field="descrizioneCausale" header={t('causalidocumento.descrizioneCausale')} />
              <Column field="operazioneMagazzino" header={t('causalidocumento.operazioneMagazzino')} />
              <Column field="operazioneContabile" header={t('causalidocumento.operazioneContabile')} />
              <Column header={t('causalidocumento.stampaPrezzi')} body={(c: CausaleDocumento) => (c.stampaPrezzi ? t('ui.si') : t('ui.no'))} />
            </DetailTable>
          </section>
        </>
      )}
    </PageLayout>
  );
}
