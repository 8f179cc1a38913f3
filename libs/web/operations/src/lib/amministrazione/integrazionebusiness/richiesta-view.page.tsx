import { useNavigate, useParams } from 'react-router';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { StatoRichiestaIntegrazione } from '@registro/contracts';
import { formatDateTime, PageLayout, errorLines, DetailTable } from '@registro/web-ui';
import { FormattedJson } from './formatted-json';
import '../amministrazione.css';
import { useRichiestaIntegrazione } from './use-richiesta-integrazione';

/** /integrazionebusiness/view/{id}: the request, its numbered status history, outcome and JSON bodies. */
export function RichiestaViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useRichiestaIntegrazione(id);
  const r = query.data?.data;
  const sezione = (titolo: string, contenuto: React.ReactNode) => (
    <section className="registro-richiesta-sezione" aria-label={titolo}>
      <h2>{titolo}</h2>
      {contenuto}
    </section>
  );
  return (
    <PageLayout titolo={t('integrazione.dettaglio')} onBack={() => navigate('/integrazionebusiness')} storico={r ? { sezione: 'integrazionebusiness', idRisorsa: r.id } : undefined}>
      {query.isError && <Message severity="error" text={errorLines(query.error).join(' ')} />}
      {r && (
        <div className="registro-card">
          <dl className="registro-richiesta-dati">
            <dt>{t('integrazione.dataRichiesta')}</dt>
            <dd>{formatDateTime(r.dataRichiesta)}</dd>
            <dt>{t('integrazione.servizioRichiesto')}</dt>
            <dd>{r.servizioRichiesto}</dd>
            <dt>{t('integrazione.metodo')}</dt>
            <dd>{r.metodo}</dd>
            <dt>{t('integrazione.esitoBusiness')}</dt>
            <dd>{r.esitoBusiness ?? '—'}</dd>
          </dl>
          {sezione(
            t('integrazione.storicoStati'),
            <DetailTable value={r.storicoStati.map((s, i) => ({ ...s, n: i + 1 }))} ariaLabel={t('integrazione.storicoStati')}>
              <Column field="n" header="#" style={{ width: '3rem' }} />
              <Column field="stato" header={t('integrazione.stato')} />
              <Column header={t('integrazione.dataOra')} body={(s: StatoRichiestaIntegrazione) => formatDateTime(s.dataOra)} />
            </DetailTable>,
          )}
          {sezione(t('integrazione.rispostaBusiness'), <FormattedJson valore={r.rispostaBusiness} />)}
          {sezione(t('integrazione.corpoRichiesta'), <FormattedJson valore={r.corpoRichiesta} />)}
          {sezione(t('integrazione.messaggioInviato'), <FormattedJson valore={r.messaggioInviato} />)}
        </div>
      )}
    </PageLayout>
  );
}
