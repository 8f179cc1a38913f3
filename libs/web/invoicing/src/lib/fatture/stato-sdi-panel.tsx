import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { VoceCronologiaSdi } from '@registro/contracts';
import { errorLines, formatIstante } from '@registro/web-ui';
import { StatoSdiTag } from './stato-sdi-tag';
import { useCronologiaSdi } from './use-cronologia-sdi';

/**
 * The invoice's "Stato SDI" panel: its state now and each step, oldest first (date, state, SDI
 * identifier, file); a rejection lists each error with its code, the SDI's words and what to do.
 * Nothing for an invoice to a private person, which never goes to the SDI.
 */
export function StatoSdiPanel({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const cronologia = useCronologiaSdi(id);
  if (cronologia.isError) return <Message severity="error" text={errorLines(cronologia.error).join(' ')} className="mb-2" />;
  const c = cronologia.data;
  if (!c?.statoSdi) return null;
  const titolo = (v: VoceCronologiaSdi) =>
    v.tipo === 'RICEVUTA' && v.tipoRicevuta ? t(`fatturazione.sdiRicevuta.${v.tipoRicevuta}`) : v.tipo === 'RIAPERTURA' ? t('fatturazione.sdiRiapertura') : t('fatturazione.sdiEsportazione');
  return (
    <section className="registro-fattura-blocco registro-stato-sdi-panel mb-3" aria-label={t('fatturazione.sdiCronologia')}>
      <h2>
        {t('fatturazione.sdiCronologia')} <StatoSdiTag stato={c.statoSdi} />
      </h2>
      {c.voci.length === 0 ? (
        <p className="m-0">{t('fatturazione.sdiNessunInvio')}</p>
      ) : (
        <ol className="registro-cronologia-sdi">
          {c.voci.map((v, i) => (
            <li key={i}>
              <div className="registro-cronologia-sdi-testa">
                <time dateTime={v.dataOra}>{formatIstante(v.dataOra)}</time>
                <strong>{titolo(v)}</strong>
                <StatoSdiTag stato={v.stato} />
              </div>
              <dl className="registro-cronologia-sdi-dati">
                {v.identificativoSdi && (
                  <div>
                    <dt>{t('fatturazione.sdiIdentificativo')}</dt>
                    <dd>{v.identificativoSdi}</dd>
                  </div>
                )}
                {v.nomeFile && (
                  <div>
                    <dt>{t('fatturazione.sdiFile')}</dt>
                    <dd>{v.nomeFile}</dd>
                  </div>
                )}
              </dl>
              {v.note && <p className="registro-cronologia-sdi-note">{v.note}</p>}
              {v.errori && v.errori.length > 0 && (
                <div className="registro-cronologia-sdi-errori">
                  <h3>{t('fatturazione.sdiErrori')}</h3>
                  <ul>
                    {v.errori.map((e) => (
                      <li key={e.codice + e.descrizione}>
                        <strong>{e.codice}</strong> {e.descrizione}
                        {e.suggerimento && <div className="registro-cronologia-sdi-suggerimento">{e.suggerimento}</div>}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
