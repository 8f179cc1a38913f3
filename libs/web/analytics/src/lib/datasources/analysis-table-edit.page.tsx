import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { AnalysisTable } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useEditPage } from '@registro/web-ui';
import { ResultTable } from './result-table';
import { useDataSources } from './use-datasources';
import { useTableInfo } from './use-table-info';

const NUOVA: AnalysisTable = { id: -1, dbName: '', viewName: '', note: '' };

/** /dataanalysistables/edit/:id (-1 = new): dbName (the data source's name), viewName, note; the table's columns on request. */
export function AnalysisTableEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const sorgenti = useDataSources();
  const campi = useTableInfo();
  const { nuovo, record, salva } = useEditPage<AnalysisTable>({ risorsa: '/dataanalysistables', id, vuoto: NUOVA, dopoSalvataggio: () => navigate('/dataanalysistables') });
  const [r, setR] = useState<AnalysisTable | null>(null);
  useEffect(() => setR(null), [id]);
  useEffect(() => {
    if (record.data && !r) setR(record.data);
  }, [record.data, r]);
  const sorgente = (sorgenti.data ?? []).find((s) => r && s.datasourceName.toLowerCase() === r.dbName.trim().toLowerCase());

  const testo = (nome: 'dbName' | 'viewName', etichetta: string) => (
    <FormField id={`table-${nome}`} etichetta={etichetta} className="col-12 md:col-6 mb-3">
      <InputText id={`table-${nome}`} value={r?.[nome] ?? ''} onChange={(e) => r && setR({ ...r, [nome]: e.target.value })} />
    </FormField>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('analysisTables.nuova') : t('analysisTables.modifica')}
      onBack={() => navigate('/dataanalysistables')}
      onSave={() => r && salva.mutate(r)}
      storico={nuovo || !id ? undefined : { sezione: 'dataanalysistables', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {r && (
        <div className="registro-card">
          <div className="grid formgrid">
            {testo('dbName', t('analysisTables.dbName'))}
            {testo('viewName', t('analysisTables.viewName'))}
            <FormField id="table-note" etichetta={t('analysisTables.note')} className="col-12 mb-3">
              <InputTextarea id="table-note" value={r.note} rows={4} onChange={(e) => setR({ ...r, note: e.target.value })} />
            </FormField>
          </div>
          <Button
            label={t('analysisTables.mostraCampi')}
            icon="pi pi-list"
            severity="secondary"
            disabled={!sorgente || !r.viewName.trim()}
            tooltip={sorgente ? undefined : t('analysisTables.nessunDataSource')}
            tooltipOptions={{ showOnDisabled: true }}
            onClick={() => sorgente && campi.mutate({ idDatasource: sorgente.id, viewName: r.viewName.trim() })}
          />
          {campi.data && <ResultTable righe={campi.data} titolo={t('analysisTables.campi')} />}
        </div>
      )}
    </PageLayout>
  );
}
