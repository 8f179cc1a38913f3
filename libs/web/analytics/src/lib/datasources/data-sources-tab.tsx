import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { DataSource } from '@registro/contracts';
import { ClientTable, errorLines, useDeleteRecord, RowEditButton } from '@registro/web-ui';
import { DataSourceDialog, NUOVA_SORGENTE } from './data-source-dialog';
import { SORGENTI_PAGE_SIZE, useDataSources, useVerificaConnessione } from './use-datasources';

/** The Data Sources tab: Nome, Host, Porta, Database, Username, Connection String; edit, verify connection and delete (asked first; one a query uses is refused with the reason); New Datasource. */
export function DataSourcesTab() {
  const { t } = useTranslation();
  const sorgenti = useDataSources();
  const verifica = useVerificaConnessione();
  const [aperta, setAperta] = useState<DataSource | null>(null);
  const elimina = useDeleteRecord({ risorsa: '/dataanalysisdatasources', titolo: t('datasources.titolo') });
  return (
    <>
      <div className="flex justify-content-end mb-2">
        <Button label={t('datasources.nuovoDatasource')} icon="pi pi-plus" onClick={() => setAperta(NUOVA_SORGENTE)} />
      </div>
      {sorgenti.isError && <Message severity="error" text={errorLines(sorgenti.error).join(' ')} className="mb-2" />}
      <ClientTable<DataSource> value={sorgenti.data ?? []} rows={SORGENTI_PAGE_SIZE} loading={sorgenti.isLoading} ariaLabel={t('datasources.tabDataSources')}>
        <Column field="datasourceName" header={t('datasources.nome')} />
        <Column field="host" header={t('datasources.host')} />
        <Column field="port" header={t('datasources.porta')} />
        <Column field="database" header={t('datasources.database')} />
        <Column field="username" header={t('datasources.username')} />
        <Column field="jdbcUrl" header={t('datasources.connectionString')} />
        <Column
          header=""
          style={{ width: '10rem' }}
          body={(s: DataSource) => (
            <div className="registro-azioni-riga">
              <RowEditButton onClick={() => setAperta(s)} />
              <Button
                icon="pi pi-link"
                rounded
                text
                aria-label={t('datasources.verificaConnessione')}
                tooltip={t('datasources.verificaConnessione')}
                loading={verifica.isPending && verifica.variables === s.id}
                onClick={() => verifica.mutate(s.id)}
              />
              <Button
                icon="pi pi-trash"
                rounded
                text
                severity="danger"
                aria-label={t('ui.elimina')}
                tooltip={t('ui.elimina')}
                onClick={() => elimina(s.id, t('datasources.confermaElimina', { nome: s.datasourceName }))}
              />
            </div>
          )}
        />
      </ClientTable>
      <DataSourceDialog sorgente={aperta} onHide={() => setAperta(null)} />
    </>
  );
}
