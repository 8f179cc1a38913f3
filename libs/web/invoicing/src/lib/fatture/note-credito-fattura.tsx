import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura, NoteCreditoFattura } from '@registro/contracts';
import { COLONNA_NUMERICA } from '@registro/web-ui';
import { formatDataDocumento, formatEuro } from './documento-fattura';
import { useFatturePaths } from './fatture-paths';
import './note-credito.css';

/** On a credit note: "Nota di credito della fattura n. X del dd/mm/yyyy", linking to the invoice. */
export function FatturaCollegata({ documento }: { documento: DocumentoFattura }) {
  const { t } = useTranslation();
  const percorsi = useFatturePaths();
  const f = documento.fatturaCollegata;
  if (!f) return null;
  return (
    <Message
      severity="info"
      className="mb-3 w-full justify-content-start"
      data-testid="fattura-collegata"
      content={
        <span>
          {t('fatturazione.notaCreditoDella', { numero: f.numeroDocumento, data: formatDataDocumento(f.dataDocumento) })}
          {' — '}
          <Link to={percorsi.view(f.id)}>{t('fatturazione.apriFattura', { numero: f.numeroDocumento })}</Link>
        </span>
      }
    />
  );
}

/** On an invoice: its credit notes (number with a link, date, total), their total and what is left to credit; nothing when it has none. */
export function NoteCreditoDellaFattura({ noteCredito }: { noteCredito: NoteCreditoFattura | undefined }) {
  const { t } = useTranslation();
  const percorsi = useFatturePaths();
  if (!noteCredito?.noteCredito.length) return null;
  return (
    <section className="registro-fattura-blocco registro-note-credito mt-3" aria-label={t('fatturazione.noteCredito')}>
      <h2>{t('fatturazione.noteCredito')}</h2>
      <table className="registro-note-credito-tabella">
        <thead>
          <tr>
            <th scope="col">{t('fatturazione.numeroDocumento')}</th>
            <th scope="col">{t('fatturazione.dataDocumento')}</th>
            <th scope="col" className={COLONNA_NUMERICA}>{t('fatturazione.totaleDocumento')}</th>
          </tr>
        </thead>
        <tbody>
          {noteCredito.noteCredito.map((n) => (
            <tr key={n.id}>
              <td>
                <Link to={percorsi.view(n.id)} aria-label={t('fatturazione.apriNotaCredito', { numero: n.numeroDocumento })}>
                  {n.numeroDocumento}
                </Link>
              </td>
              <td>{formatDataDocumento(n.dataDocumento)}</td>
              <td className={COLONNA_NUMERICA}>{formatEuro(n.totaleDocumento)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-campo="totaleNoteCredito">
            <th scope="row" colSpan={2}>{t('fatturazione.noteCreditoTotale')}</th>
            <td className={COLONNA_NUMERICA}>{formatEuro(noteCredito.totale)}</td>
          </tr>
          <tr data-campo="residuo">
            <th scope="row" colSpan={2}>{t('fatturazione.noteCreditoResiduo')}</th>
            <td className={COLONNA_NUMERICA}>{formatEuro(noteCredito.residuo)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
