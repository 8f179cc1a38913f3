import { useEffect } from 'react';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SessioneUtente } from '@registro/contracts';
import { ClientTable, formatIstante, PageLayout, errorLines, useFeedback, type ExcelColumn } from '@registro/web-ui';
import { useApriSessione, useSessioni } from './use-sessioni';

/** The exported columns: what the list shows, without the session id and the access token. */
const colonneExcel = (t: TFunction): ExcelColumn[] => [
  { titolo: t('sessioni.username'), campo: 'username' },
  { titolo: t('sessioni.scadeTra'), campo: 'expiresIn', tipo: 'integer' },
  { titolo: t('sessioni.creata'), campo: 'createToken', tipo: 'datetime' },
  { titolo: t('sessioni.scade'), campo: 'expiresToken', tipo: 'datetime' },
  { titolo: t('sessioni.tipoToken'), campo: 'tokenType' },
  { titolo: t('sessioni.tipo'), campo: 'sessionType' },
];

/** Spec 1 §9: sessions are paged on the client, 20 per page. */
export const SESSIONS_PAGE_SIZE = 20;

/** An instant of the token as every screen writes one: 28/11/2026 17:01 (empty when there is none). */
export function formatTokenInstant(valore: string | null | undefined): string {
  return valore ? formatIstante(valore) : '';
}

/** Where "open session" sends the new window: the app's home as that user. */
export function sessionUrl(origin: string, accessToken: string): string {
  return `${origin}/home?${new URLSearchParams({ language: 'it', authToken: accessToken }).toString()}`;
}

/** /session: the live sessions; each row can open a new session as its user in a new window. */
export function SessionListPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const sessioni = useSessioni();
  const apriSessione = useApriSessione();

  useEffect(() => {
    if (sessioni.isError) feedback.avviso(errorLines(sessioni.error).join(' '), t('sessioni.titolo'));
  }, [sessioni.isError, sessioni.error, feedback, t]);

  const apri = async (s: SessioneUtente) => {
    // opened now, while the click still counts as a user gesture; the address comes with the answer
    const finestra = window.open('', '_blank');
    try {
      const accessToken = await feedback.conCaricamento(apriSessione(s.session));
      const indirizzo = sessionUrl(window.location.origin, accessToken);
      if (finestra) finestra.location.href = indirizzo;
      else window.open(indirizzo, '_blank');
    } catch (errore) {
      finestra?.close();
      feedback.mostraErrore(errore);
    }
  };

  return (
    <PageLayout titolo={t('sessioni.titolo')} onRefresh={() => void sessioni.refetch()}>
      <div className="registro-card">
        <ClientTable<SessioneUtente>
          value={sessioni.data ?? []}
          rows={SESSIONS_PAGE_SIZE}
          loading={sessioni.isFetching}
          dataKey="session"
          ariaLabel={t('sessioni.titolo')}
          excel={{ colonne: colonneExcel(t) }}
        >
          <Column field="username" header={t('sessioni.username')} />
          <Column field="expiresIn" header={t('sessioni.scadeTra')} />
          <Column header={t('sessioni.creata')} body={(s: SessioneUtente) => formatTokenInstant(s.createToken)} />
          <Column header={t('sessioni.scade')} body={(s: SessioneUtente) => formatTokenInstant(s.expiresToken)} />
          <Column field="tokenType" header={t('sessioni.tipoToken')} />
          <Column header={t('sessioni.sessione')} body={(s: SessioneUtente) => <code className="registro-codice">{s.session.slice(0, 12)}…</code>} />
          <Column field="sessionType" header={t('sessioni.tipo')} />
          <Column header={t('sessioni.tokenAccesso')} body={(s: SessioneUtente) => <code className="registro-codice">{s.accessToken}</code>} />
          <Column
            header=""
            style={{ width: '4rem' }}
            body={(s: SessioneUtente) => (
              <Button icon="pi pi-external-link" rounded text aria-label={t('sessioni.apri')} tooltip={t('sessioni.apri')} onClick={() => void apri(s)} />
            )}
          />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
