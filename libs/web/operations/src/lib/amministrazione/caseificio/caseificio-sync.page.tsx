import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { PageLayout, errorLines, useFeedback } from '@registro/web-ui';
import '../amministrazione.css';
import { useAvviaImportCaseificio, useStatoCaseificio } from './use-caseificio-sync';

const OGNI_MS = 2000;
/** how long to wait for a started import to show up before giving up following it */
const ATTESA_MASSIMA_MS = 120_000;

/**
 * /caseificiosync (spec 3): Importa starts the import job (its message in a dialog) and the status
 * text follows the job, polled every 2 s while it runs; Aggiorna only reads the status again.
 * (The spec's one button "Aggiorna" triggered the import: a person reads Aggiorna as refresh.)
 */
export function CaseificioSyncPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  /** the status text before Importa and when it was pressed: follow until the text changes */
  const [avvio, setAvvio] = useState<{ prima: string; alle: number } | null>(null);
  const stato = useStatoCaseificio((q) => {
    const d = q.state.data?.data;
    if (d?.inEsecuzione) return OGNI_MS;
    if (avvio && d?.importStato === avvio.prima && Date.now() - avvio.alle < ATTESA_MASSIMA_MS) return OGNI_MS;
    return false;
  });
  const avviaImport = useAvviaImportCaseificio();
  const dati = stato.data?.data;
  /** Aggiorna pressed: its spinner, not the polling's */
  const [aggiornando, setAggiornando] = useState(false);
  const aggiorna = async () => {
    setAggiornando(true);
    try {
      await stato.refetch();
    } finally {
      setAggiornando(false);
    }
  };

  const importa = async () => {
    try {
      const risposta = await feedback.conCaricamento(avviaImport());
      setAvvio({ prima: dati?.importStato ?? '', alle: Date.now() });
      feedback.mostraMessaggio([risposta.messaggio], t('ui.info'));
      void stato.refetch();
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  return (
    <PageLayout titolo={t('caseificio.titolo')}>
      <div className="registro-card registro-caseificio">
        {stato.isError && <Message severity="error" text={errorLines(stato.error).join(' ')} />}
        <div className="registro-caseificio-stato" role="status" aria-live="polite">
          <span className="etichetta">{t('caseificio.statoImport')}</span>
          {dati?.inEsecuzione && <i className="pi pi-spin pi-spinner" aria-hidden />}
          <span data-testid="import-stato">{dati?.importStato ?? ''}</span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button label={t('caseificio.importa')} icon="pi pi-download" disabled={dati?.inEsecuzione} onClick={() => void importa()} />
          <Button label={t('caseificio.aggiorna')} icon="pi pi-refresh" severity="secondary" outlined loading={aggiornando} onClick={() => void aggiorna()} />
        </div>
      </div>
    </PageLayout>
  );
}
