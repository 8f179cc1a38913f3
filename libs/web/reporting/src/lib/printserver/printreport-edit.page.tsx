import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportTipo } from '@registro/contracts';
import { isNew, PageLayout, errorLines, useFeedback } from '@registro/web-ui';
import { TemplatePicker } from './template-picker';
import { useReportTipo, useSalvaReportTipo } from './use-report-tipo';
import './printserver.css';
import { queryKeys } from '../query-keys';

/** /printreport/edit/:id (-1 = new): master and subreport disabled; an existing record imports its .jasper/.jrxml here. */
export function PrintReportEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const nuovo = isNew(id);
  const tipo = useReportTipo(id);
  const salvaTipo = useSalvaReportTipo(id);
  const [r, setR] = useState<ReportTipo | null>(null);
  const [erroreCodice, setErroreCodice] = useState<string | null>(null);

  useEffect(() => setR(null), [id]);
  useEffect(() => {
    if (tipo.data && !r) setR(tipo.data);
  }, [tipo.data, r]);

  const salva = async () => {
    if (!r) return;
    if (!r.codiceTipoDocumento.trim()) {
      setErroreCodice(t('validazione.obbligatorio', { campo: t('printreport.codiceDocumento') }));
      return;
    }
    setErroreCodice(null);
    try {
      const risposta = await feedback.conCaricamento(salvaTipo(r));
      feedback.successo(risposta.messaggio ?? t('ui.salvataggioOk'), t('printreport.titolo'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.printreporttipi.all });
      navigate('/printreport');
    } catch (e) {
      feedback.mostraErrore(e);
    }
  };

  const campo = (nome: keyof ReportTipo, etichetta: string, disabilitato = false) => (
    <div className="col-12 md:col-6 registro-campo mb-3">
      <label htmlFor={`printreport-${nome}`}>{etichetta}</label>
      <InputText
        id={`printreport-${nome}`}
        value={String(r?.[nome] ?? '')}
        disabled={disabilitato}
        invalid={nome === 'codiceTipoDocumento' && !!erroreCodice}
        onChange={(e) => r && setR({ ...r, [nome]: e.target.value })}
      />
      {nome === 'codiceTipoDocumento' && erroreCodice && <small className="p-error">{erroreCodice}</small>}
    </div>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('printreport.nuovo') : t('printreport.modifica')}
      onBack={() => navigate('/printreport')}
      onSave={() => void salva()}
      storico={nuovo || !id ? undefined : { sezione: 'printreport', idRisorsa: id }}
    >
      {tipo.isError && <Message severity="error" text={errorLines(tipo.error).join(' ')} />}
      {r && (
        <div className="registro-card">
          <div className="grid formgrid">
            {campo('codiceTipoDocumento', t('printreport.codiceDocumento'))}
            {campo('descrizione', t('printreport.descrizione'))}
            {campo('master', t('printreport.master'), true)}
            {campo('subreport', t('printreport.subreport'), true)}
          </div>
          {!nuovo && (
            <section aria-label={t('printreport.importa')} className="mt-2">
              <h2 className="registro-stampa-sottotitolo">{t('printreport.importa')}</h2>
              <TemplatePicker
                tipo={r}
                onCaricato={(aggiornato) => {
                  setR({ ...r, subreport: aggiornato.subreport });
                  void queryClient.invalidateQueries({ queryKey: queryKeys.printreporttipi.all });
                }}
              />
            </section>
          )}
        </div>
      )}
    </PageLayout>
  );
}
