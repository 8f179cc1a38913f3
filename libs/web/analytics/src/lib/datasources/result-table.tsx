import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { RigaRisultato } from '@registro/contracts';
import { ClientTable, formatValoreRisultato } from '@registro/web-ui';

/** The rows of a run (columns from the first row), with the server's note when they were capped. */
export function ResultTable({ righe, avviso, titolo }: { righe: RigaRisultato[]; avviso?: string; titolo: string }) {
  const { t } = useTranslation();
  const colonne = Object.keys(righe[0] ?? {});
  return (
    <div className="mt-3" data-testid="risultato-query">
      <h3 className="mt-0">{titolo}</h3>
      {avviso && <Message severity="warn" text={avviso} className="mb-2" />}
      {righe.length === 0 ? (
        <Message severity="info" text={t('analysisQuery.nessunaRiga')} />
      ) : (
        <ClientTable<RigaRisultato & { __riga: number }> value={righe.map((r, i) => ({ ...r, __riga: i }))} rows={20} dataKey="__riga" ariaLabel={titolo} excel={false}>
          {colonne.map((c) => (
            <Column key={c} field={c} header={c} body={(r: RigaRisultato) => formatValoreRisultato(r[c])} />
          ))}
        </ClientTable>
      )}
    </div>
  );
}
