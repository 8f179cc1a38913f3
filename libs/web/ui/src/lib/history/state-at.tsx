import { useState } from 'react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useResourceState } from '../hooks/use-history';
import { errorLines } from '../api/api-error';
import { formatValoreLeggibile } from '../format/italian-format';
import { DateTimeField, type ValoreGiornoOra, useErroreGiornoOra } from '../field/date-time-field';

/** Plain values in their Italian form (28/11/2026 17:01, 2,20, sì); lists and objects folded, opened on demand. */
export function ValoreStorico({ valore }: { valore: unknown }) {
  const { t } = useTranslation();
  if (valore === null || valore === undefined || valore === '') return <>-</>;
  if (typeof valore === 'string' || typeof valore === 'number' || typeof valore === 'boolean' || typeof valore === 'bigint')
    return <>{formatValoreLeggibile(valore)}</>;
  if (typeof valore !== 'object') return <>{String(valore)}</>;
  const sintesi = Array.isArray(valore) ? t('ui.elementi', { numero: valore.length }) : t('ui.dettaglio');
  return (
    <details>
      <summary>{sintesi}</summary>
      <pre className="registro-json">{JSON.stringify(valore, null, 2)}</pre>
    </details>
  );
}

/** Pick an instant, see the record as it was then (rebuilt server-side from its events). */
export function StateAt({ sezione, idRisorsa }: { sezione: string; idRisorsa: number | string }) {
  const { t } = useTranslation();
  const [al, setAl] = useState<ValoreGiornoOra>(null);
  const erroreAl = useErroreGiornoOra()(al);
  const stato = useResourceState(sezione, idRisorsa, al instanceof Date ? al : null);
  return (
    <div className="registro-stato-al">
      <label htmlFor="stato-al" className="font-semibold">
        {t('ui.statoAl')}
      </label>
      <DateTimeField inputId="stato-al" value={al} onChange={setAl} />
      {erroreAl && <small className="p-error">{erroreAl}</small>}
      {stato.isError && <Message severity="error" text={errorLines(stato.error).join(' ')} />}
      {stato.data && (
        <table className="registro-tabella-stato" aria-label={t('ui.statoAl')}>
          <tbody>
            <tr>
              <th>{t('ui.versione')}</th>
              <td>{stato.data.versione}</td>
            </tr>
            {stato.data.eliminato && (
              <tr>
                <th>{t('ui.stato')}</th>
                <td>{t('ui.eliminato')}</td>
              </tr>
            )}
            {Object.entries(stato.data.valori ?? {}).map(([campo, valore]) => (
              <tr key={campo}>
                <th>{stato.data.etichette?.[campo] ?? campo}</th>
                <td>
                  <ValoreStorico valore={valore} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
