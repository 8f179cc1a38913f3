import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { AnalysisQuery } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useEditPage } from '@registro/web-ui';
import { ResultTable } from './result-table';
import { useDataSources } from './use-datasources';
import { useRunQuery, type RunKind } from './use-run-query';
import './datasources.css';

const NUOVA: AnalysisQuery = { id: -1, title: '', descrizione: '', idDatasource: null, sqlGraphicQuery: '', sqlAnaliticQuery: '' };

/**
 * /dataanalysisquery/edit/:id (-1 = new): title, descrizione, the data source and the two SQL
 * texts (charts, pivot); "Esegui" runs the SQL on screen, saved or not (rows shown below).
 */
export function AnalysisQueryEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const sorgenti = useDataSources();
  const esegui = useRunQuery();
  const { nuovo, record, salva } = useEditPage<AnalysisQuery>({
    risorsa: '/dataanalysisquery',
    id,
    vuoto: NUOVA,
    dopoSalvataggio: (salvata) => salvata && nuovo && navigate(`/dataanalysisquery/edit/${salvata.id}`, { replace: true }),
  });
  const [q, setQ] = useState<AnalysisQuery | null>(null);
  useEffect(() => setQ(null), [id]);
  useEffect(() => {
    if (record.data && !q) setQ(record.data);
  }, [record.data, q]);

  const sql = (nome: 'sqlGraphicQuery' | 'sqlAnaliticQuery', etichetta: string) => (
    <FormField id={`query-${nome}`} etichetta={etichetta} className="col-12 mb-3">
      <InputTextarea id={`query-${nome}`} value={q?.[nome] ?? ''} rows={8} spellCheck={false} className="registro-sql w-full" onChange={(e) => q && setQ({ ...q, [nome]: e.target.value })} />
    </FormField>
  );
  /** The check runs the chart's SQL (else the pivot's), the pivot run the pivot's: as on screen. */
  const eseguiSql = (tipo: RunKind) => {
    if (!q) return;
    const testo = (v: AnalysisQuery) => (tipo === 'eseguiquery' ? v.sqlGraphicQuery || v.sqlAnaliticQuery : v.sqlAnaliticQuery) ?? '';
    const salvato = record.data;
    const salvata = !nuovo && !!salvato && salvato.idDatasource === q.idDatasource && testo(salvato) === testo(q);
    esegui.mutate({ tipo, id: q.id, idDatasource: q.idDatasource, sql: testo(q), salvata });
  };

  return (
    <PageLayout
      titolo={nuovo ? t('analysisQuery.nuova') : t('analysisQuery.modifica')}
      onBack={() => navigate('/dataanalysisquery')}
      onSave={() => q && salva.mutate(q)}
      storico={nuovo || !id ? undefined : { sezione: 'dataanalysisquery', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {q && (
        <div className="registro-card">
          <div className="grid formgrid">
            <FormField id="query-title" etichetta={t('analysisQuery.titolo')} className="col-12 md:col-6 mb-3">
              <InputText id="query-title" value={q.title} onChange={(e) => setQ({ ...q, title: e.target.value })} />
            </FormField>
            <FormField id="query-datasource" etichetta={t('analysisQuery.dataSource')} className="col-12 md:col-6 mb-3">
              <Dropdown
                inputId="query-datasource"
                value={q.idDatasource}
                options={(sorgenti.data ?? []).map((s) => ({ label: s.datasourceName, value: s.id }))}
                onChange={(e) => setQ({ ...q, idDatasource: e.value ?? null })}
                placeholder={t('analysisQuery.scegliDataSource')}
              />
            </FormField>
            <FormField id="query-descrizione" etichetta={t('analysisQuery.descrizione')} className="col-12 mb-3">
              <InputText id="query-descrizione" value={q.descrizione} onChange={(e) => setQ({ ...q, descrizione: e.target.value })} />
            </FormField>
            {sql('sqlGraphicQuery', t('analysisQuery.sqlGraphicQuery'))}
            {sql('sqlAnaliticQuery', t('analysisQuery.sqlAnaliticQuery'))}
          </div>
          <div className="flex gap-2 flex-wrap">
            <Button
              label={t('analysisQuery.esegui')}
              icon="pi pi-play"
              onClick={() => eseguiSql('eseguiquery')}
            />
            <Button
              label={t('analysisQuery.eseguiAnalitica')}
              icon="pi pi-table"
              severity="secondary"
              onClick={() => eseguiSql('eseguianaliticquery')}
            />
          </div>
          {esegui.data && (
            <ResultTable
              righe={esegui.data.righe}
              avviso={esegui.data.avviso}
              titolo={esegui.data.tipo === 'eseguiquery' ? t('analysisQuery.risultato') : t('analysisQuery.risultatoAnalitica')}
            />
          )}
        </div>
      )}
    </PageLayout>
  );
}
