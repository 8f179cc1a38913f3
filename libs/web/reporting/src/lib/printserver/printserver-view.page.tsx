import { useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { ReportStatoTag } from './report-stato-tag';
import { usePrintReport } from './use-print-report';
import './printserver.css';
import { queryKeys } from '../query-keys';

/** /printserver/view/:id: the record read-only, with its test data. */
export function PrintServerViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const report = usePrintReport(id);
  const r = report.data;
  const campi: DetailField[] = r
    ? [
        [t('printserver.reportName'), r.reportName, 'reportName'],
        [t('printserver.nomeFile'), <code className="registro-codice">{r.nomeFile}</code>, 'nomeFile'],
        [t('printserver.descrizione'), r.descrizione || '---', 'descrizione'],
        [t('ui.versione'), r.versione || '---', 'versione'],
        [t('ui.stato'), <ReportStatoTag stato={r.stato} />, 'stato'],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('printserver.dettaglio')}
      onBack={() => navigate('/printserver')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.printserver.record(id) })}
      onEdit={id ? () => navigate(`/printserver/edit/${id}`) : undefined}
      storico={id ? { sezione: 'printserver', idRisorsa: id } : undefined}
    >
      {report.isError && <Message severity="error" text={errorLines(report.error).join(' ')} className="mb-2" />}
      {r && (
        <section className="registro-card" aria-label={t('printserver.dettaglio')}>
          <DetailFields campi={campi} />
          <h2 className="registro-stampa-sottotitolo">{t('printserver.testData')}</h2>
          <pre className="registro-stampa-json" data-testid="test-data">{r.testData || '---'}</pre>
        </section>
      )}
    </PageLayout>
  );
}
