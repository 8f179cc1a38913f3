import { useState } from 'react';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { DatabaseDriver } from '@registro/contracts';
import { ClientTable, errorLines, RowEditButton } from '@registro/web-ui';
import { DatabaseDriverDialog } from './database-driver-dialog';
import { SORGENTI_PAGE_SIZE, useDrivers } from './use-datasources';

/** The Driver Database tab: Nome, JDBC Name, Classe Java, Query Fields Info; edit only. */
export function DatabaseDriversTab() {
  const { t } = useTranslation();
  const drivers = useDrivers();
  const [aperto, setAperto] = useState<DatabaseDriver | null>(null);
  return (
    <>
      {drivers.isError && <Message severity="error" text={errorLines(drivers.error).join(' ')} className="mb-2" />}
      <ClientTable<DatabaseDriver> value={drivers.data ?? []} rows={SORGENTI_PAGE_SIZE} loading={drivers.isLoading} ariaLabel={t('datasources.tabDriver')}>
        <Column field="driverName" header={t('datasources.nome')} />
        <Column field="jdbcName" header={t('datasources.jdbcName')} />
        <Column field="className" header={t('datasources.classeJava')} />
        <Column field="queryFieldsInfo" header={t('datasources.queryFieldsInfo')} body={(d: DatabaseDriver) => <code className="registro-sql-breve">{d.queryFieldsInfo}</code>} />
        <Column
          header=""
          style={{ width: '5rem' }}
          body={(d: DatabaseDriver) => (
            <div className="registro-azioni-riga">
              <RowEditButton onClick={() => setAperto(d)} />
            </div>
          )}
        />
      </ClientTable>
      <DatabaseDriverDialog driver={aperto} onHide={() => setAperto(null)} />
    </>
  );
}
