import { useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { useReportTipo } from './use-report-tipo';
import { queryKeys } from '../query-keys';

/** /printreport/view/:id: Codice Documento, Descrizione, MasterReport, SubReport. */
export function PrintReportViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tipo = useReportTipo(id);
  const r = tipo.data;
  const campi: DetailField[] = r
    ? [
        [t('printreport.codiceDocumento'), r.codiceTipoDocumento, 'codiceTipoDocumento'],
        [t('printreport.descrizione'), r.descrizione || '---', 'descrizione'],
        [t('printreport.master'), r.master || '---', 'master'],
        [t('printreport.subreport'), r.subreport ? <code className="registro-codice">{r.subreport}</code> : '---', 'subreport'],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('printreport.dettaglio')}
      onBack={() => navigate('/printreport')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.printreporttipi.record(id) })}
      onEdit={id ? () => navigate(`/printreport/edit/${id}`) : undefined}
      storico={id ? { sezione: 'printreport', idRisorsa: id } : undefined}
    >
      {tipo.isError && <Message severity="error" text={errorLines(tipo.error).join(' ')} className="mb-2" />}
      {r && (
        <section className="registro-card" aria-label={t('printreport.dettaglio')}>
          <DetailFields campi={campi} />
        </section>
      )}
    </PageLayout>
  );
}
