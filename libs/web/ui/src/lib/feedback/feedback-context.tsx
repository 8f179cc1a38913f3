import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from 'primereact/toast';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from './error-dialog';
import { LoadingModal } from './loading-modal';
import { useRetryNotice } from './use-retry-notice';
import { errorLines } from '../api/api-error';

export interface Confirmation {
  messaggio: string;
  titolo?: string;
  onAccetta: () => void;
  /** the buttons' labels: default Sì / No; 'SI/NO' where the specs word the answers so (see ConfirmLabels) */
  etichette?: ConfirmLabels;
}

/**
 * The answers of a confirmation: 'SI/NO' for the spec's SI and NO (spec 2 §8 dashboard group
 * delete; spec 3 §5 row deletions and order creation, and every "Sicuro di voler procedere alla
 * cancellazione?"), or the screen's own pair.
 */
export type ConfirmLabels = 'SI/NO' | { accetta: string; rifiuta: string };

export interface Feedback {
  /** ATTENZIONE dialog with the error's messaggio (or "Codice Errore: {status}, non gestito") */
  mostraErrore(errore: unknown): void;
  /** a dialog with given lines, e.g. INFO after a password reset */
  mostraMessaggio(righe: string[], titolo?: string): void;
  successo(testo: string, titolo?: string, durata?: number): void;
  /** a toast in the failure's colour (ATTENZIONE): something did not work or was refused */
  avviso(testo: string, titolo?: string, durata?: number): void;
  /** a toast in the warning's colour (orange): the operation worked, mind this (e.g. a person's invoice is not for the SDI) */
  avvertenza(testo: string, titolo?: string, durata?: number): void;
  conferma(conferma: Confirmation): void;
  /** shows the loading modal while the promise runs */
  conCaricamento<T>(lavoro: Promise<T>): Promise<T>;
}

const FeedbackContext = createContext<Feedback | null>(null);

const RITARDO_CARICAMENTO_MS = 250;

/** Toasts, the ATTENZIONE dialog, the confirm dialog, the loading modal and the overload retry notice, for the whole app. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const [dialogo, setDialogo] = useState<{ righe: string[]; titolo?: string } | null>(null);
  const [caricamenti, setCaricamenti] = useState(0);
  const salvataggi = useIsMutating();
  const occupato = caricamenti + salvataggi > 0;
  const [mostraCaricamento, setMostraCaricamento] = useState(false);
  useRetryNotice(toast);

  useEffect(() => {
    if (!occupato) {
      setMostraCaricamento(false);
      return;
    }
    const timer = setTimeout(() => setMostraCaricamento(true), RITARDO_CARICAMENTO_MS);
    return () => clearTimeout(timer);
  }, [occupato]);

  const conCaricamento = useCallback(async <T,>(lavoro: Promise<T>) => {
    setCaricamenti((n) => n + 1);
    try {
      return await lavoro;
    } finally {
      setCaricamenti((n) => n - 1);
    }
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({
      mostraErrore: (errore) => setDialogo({ righe: errorLines(errore) }),
      mostraMessaggio: (righe, titolo) => setDialogo({ righe, titolo }),
      successo: (testo, titolo, durata = 3000) =>
        toast.current?.show({ severity: 'success', summary: titolo ?? t('ui.operazione'), detail: testo, life: durata }),
      avviso: (testo, titolo, durata = 3000) =>
        toast.current?.show({ severity: 'error', summary: titolo ?? t('ui.attenzione'), detail: testo, life: durata }),
      avvertenza: (testo, titolo, durata = 5000) =>
        toast.current?.show({ severity: 'warn', summary: titolo ?? t('ui.attenzione'), detail: testo, life: durata }),
      conferma: ({ messaggio, titolo, onAccetta, etichette }) => {
        const risposte = etichette === 'SI/NO' ? { accetta: t('ui.siMaiuscolo'), rifiuta: t('ui.noMaiuscolo') } : etichette;
        confirmDialog({
          message: messaggio,
          header: titolo ?? t('ui.conferma'),
          icon: 'pi pi-exclamation-triangle',
          acceptLabel: risposte?.accetta ?? t('ui.si'),
          rejectLabel: risposte?.rifiuta ?? t('ui.no'),
          accept: onAccetta,
        });
      },
      conCaricamento,
    }),
    [t, conCaricamento],
  );

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {/* bottom right: never over the page toolbar (top right) */}
      <Toast ref={toast} position="bottom-right" />
      <ConfirmDialog />
      <ErrorDialog visible={!!dialogo} righe={dialogo?.righe ?? []} titolo={dialogo?.titolo} onHide={() => setDialogo(null)} />
      <LoadingModal visible={mostraCaricamento} />
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}
