import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { RigaRisultato } from '@registro/contracts';
import { ClientTable, COLONNA_NUMERICA } from '@registro/web-ui';
import { dataColumns } from '../dashboards/chart-data';

/** The rows of a run (columns from the first row), with the server's note when they were capped. */
export function ResultTable({ righe, avviso, titolo }: { righe: RigaRisultato[]; avviso?: string; titolo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" data-testid="risultato-query">
      <h3 className="mt-0">{titolo}</h3>
      {avviso && <Message severity="warn" text={avviso} className="mb-2" />}
      {righe.length === 0 ? (
        <Message severity="info" text={t('analysisQuery.nessunaRiga')} />
      ) : (
        <ClientTable<RigaRisultato & { __riga: number }> value={righe.map((r, i) => ({ ...r, __riga: i }))} rows={20} dataKey="__riga" ariaLabel={titolo} excel={false}>
          {dataColumns(righe).map(({ campo, testo, numerica }) => (
            <Column key={campo} field={campo} header={campo} body={(r: RigaRisultato) => testo(r[campo])} className={numerica ? COLONNA_NUMERICA : undefined} headerClassName={numerica ? COLONNA_NUMERICA : undefined} />
          ))}
        </ClientTable>
      )}
    </div>
  );
}
