import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { STATI_PRINT_REPORT, type PrintReport } from '@registro/contracts';
import { PdfPreviewDialog, PageLayout, errorLines, useEditPage, useFeedback } from '@registro/web-ui';
import { parseTestData } from './pdf-preview';
import { useAnteprimaReport, useFileNames } from './use-print-report';
import './printserver.css';

const NUOVO: PrintReport = { id: -1, reportName: '', nomeFile: '', descrizione: '', versione: '1.0', stato: 'ATTIVO', testData: '{}' };

/** /printserver/edit/:id (-1 = new): the record, its test data (30 rows) and the Test button with the PDF preview. */
export function PrintServerEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const anteprimaReport = useAnteprimaReport();
  const nomiFile = useFileNames();
  const { nuovo, record, salva } = useEditPage<PrintReport>({ risorsa: '/printserver', id, vuoto: NUOVO, dopoSalvataggio: () => navigate('/printserver') });
  const [r, setR] = useState<PrintReport | null>(null);
  const [anteprima, setAnteprima] = useState<string | null>(null);

  useEffect(() => setR(null), [id]);
  useEffect(() => {
    if (record.data && !r) setR(record.data);
  }, [record.data, r]);
  useEffect(() => () => void (anteprima && URL.revokeObjectURL(anteprima)), [anteprima]);

  const json = useMemo(() => (r?.testData.trim() ? parseTestData(r.testData) : null), [r?.testData]);
  const opzioniFile = (nomiFile.data ?? []).map((f) => ({
    label: `${f.nomeFile} (${t(f.origine === 'predefinito' ? 'printserver.predefinito' : 'printserver.caricato')})`,
    value: f.nomeFile,
  }));

  const prova = async () => {
    if (!r) return;
    const dati = parseTestData(r.testData);
    if (!dati.valido) {
      feedback.mostraMessaggio([dati.messaggio ? t('printserver.testDataNonValidi', { messaggio: dati.messaggio }) : t('printserver.testDataVuoti')]);
      return;
    }
    try {
      setAnteprima(await feedback.conCaricamento(anteprimaReport({ reportName: r.reportName, dati: dati.valore })));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  const campo = (nome: keyof PrintReport, etichetta: string, largo = 'md:col-4') => (
    <div className={`col-12 ${largo} registro-campo mb-3`}>
      <label htmlFor={`printserver-${nome}`}>{etichetta}</label>
      <InputText id={`printserver-${nome}`} value={String(r?.[nome] ?? '')} onChange={(e) => r && setR({ ...r, [nome]: e.target.value })} />
    </div>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('printserver.nuovo') : t('printserver.modifica')}
      onBack={() => navigate('/printserver')}
      onSave={() => r && salva.mutate(r)}
      storico={nuovo || !id ? undefined : { sezione: 'printserver', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {r && (
        <div className="registro-card">
          <div className="grid formgrid">
            {campo('reportName', t('printserver.reportName'))}
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="printserver-nomeFile">{t('printserver.nomeFile')}</label>
              <Dropdown inputId="printserver-nomeFile" value={r.nomeFile} options={opzioniFile} onChange={(e) => setR({ ...r, nomeFile: e.value })} placeholder={t('printserver.scegliFile')} filter />
            </div>
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="printserver-stato">{t('ui.stato')}</label>
              <Dropdown inputId="printserver-stato" value={r.stato} options={[...STATI_PRINT_REPORT]} onChange={(e) => setR({ ...r, stato: e.value })} />
            </div>
            {campo('descrizione', t('printserver.descrizione'), 'md:col-8')}
            {campo('versione', t('ui.versione'))}
          </div>
          <div className="registro-campo">
            <div className="registro-stampa-etichetta-test">
              <label htmlFor="printserver-testData">{t('printserver.testData')}</label>
              <Button label={t('printserver.test')} icon="pi pi-file-pdf" onClick={() => void prova()} disabled={nuovo} tooltip={nuovo ? t('printserver.salvaPrimaDelTest') : undefined} tooltipOptions={{ showOnDisabled: true }} />
            </div>
            <InputTextarea
              id="printserver-testData"
              value={r.testData}
              rows={30}
              spellCheck={false}
              invalid={json?.valido === false}
              className="registro-stampa-json-input"
              onChange={(e) => setR({ ...r, testData: e.target.value })}
            />
            {json && !json.valido && (
              <small className="p-error" role="alert" data-testid="errore-test-data">
                {json.messaggio}
              </small>
            )}
          </div>
        </div>
      )}
      <PdfPreviewDialog url={anteprima} titolo={t('printserver.anteprimaDi', { nome: r?.reportName ?? '' })} nomeFile={`${r?.reportName || 'anteprima'}.pdf`} onHide={() => setAnteprima(null)} />
    </PageLayout>
  );
}
