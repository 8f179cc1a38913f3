import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client';
import { ApiError, errorLines } from '../api/api-error';
import { resourceKeys } from '../api/query-keys';
import { useIdempotencyKeys } from '../api/idempotency-key';
import { useFeedback } from '../feedback/feedback-context';
import { saveCall } from './save-call';

export interface SaveRecordOptions<T> {
  /** API path, e.g. "/gruppi"; the lists and records under it (query key `[risorsa]`) reload after the save */
  risorsa: string;
  /** the record's id on an edit page; without it each save goes by the `id` of the values saved (a dialog) */
  id?: string | number | null;
  /** the success toast, when the screen words it otherwise (default ui.salvataggioOk) */
  successo?: { testo: string; titolo?: string };
  /** after the success toast and the reload: navigate back, close the dialog */
  dopoSalvataggio?: (salvato: T | undefined) => void;
  /** shows a refusal itself instead of the ATTENZIONE dialog */
  mostraErrore?: (errore: unknown) => void;
}

/** A record's `versione` when it is the version of its stream (an integer; a report's "1.0" is a field of its own). */
export function versioneCaricata(record: unknown): number | undefined {
  const versione = typeof record === 'object' && record !== null ? (record as { versione?: unknown }).versione : undefined;
  return typeof versione === 'number' && Number.isInteger(versione) ? versione : undefined;
}

/**
 * A 409 for a save over another user's (the server's "Il record è stato modificato da un altro
 * utente: ricaricare e riprovare", or a context's own wording of it), not a duplicate's 409.
 */
export function modificatoDaAltri(errore: unknown): boolean {
  return errore instanceof ApiError && errore.status === 409 && /modificato da un altro utente/i.test(errore.messaggio ?? '');
}

/**
 * The question a save refused by another user's save asks (a 409 "modificato da un altro
 * utente"): ATTENZIONE with the server's message, Aggiorna runs `ricarica`, Annulla keeps the form.
 * Answers whether it asked (false: show the refusal as usual). For the saves that are not
 * `useSaveRecord`'s (the commercial document's editor).
 */
export function useReloadPrompt() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (errore: unknown, ricarica: () => void): boolean => {
    if (!modificatoDaAltri(errore)) return false;
    feedback.conferma({
      titolo: t('ui.attenzione'),
      messaggio: errorLines(errore).join(' '),
      etichette: { accetta: t('ui.aggiorna'), rifiuta: t('ui.annulla') },
      onAccetta: ricarica,
    });
    return true;
  };
}

/**
 * The save of a record: POST {risorsa} for a new one (with an `Idempotency-Key`, so saving again
 * after a lost answer does not create it twice), PUT {risorsa}/{id} otherwise; the toast, the
 * lists reloaded, then `dopoSalvataggio`; a refusal in ATTENZIONE.
 *
 * A PUT sends back the `versione` of the record as it was loaded (the values' own, the form being
 * built from the loaded record; else the edit page's record query), so the server refuses a save
 * over another user's with 409; that 409 asks to reload ("Aggiorna" reloads the record, "Annulla"
 * keeps the form as it is).
 */
export function useSaveRecord<T>({ risorsa, id, successo, dopoSalvataggio, mostraErrore }: SaveRecordOptions<T>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const chiavi = useIdempotencyKeys();
  const chiediRicarica = useReloadPrompt();
  const idDi = (valori: T) => (id !== undefined ? id : (valori as { id?: string | number | null }).id);
  // the version each of this page's own saves answered: a page that stays open saves again over it
  const proprie = useRef(new Map<string, number>());
  return useMutation({
    mutationFn: async (valori: T) => {
      const { metodo, percorso } = saveCall(risorsa, idDi(valori));
      if (metodo === 'POST') return (await api.post<T>(percorso, valori, chiavi.headerPer(valori))).data;
      // the version the form was built from (a form that does not carry it: the edit page's record
      // as loaded), or the one this page's own last save answered when the form stayed open after it
      const caricata = versioneCaricata(valori) ?? versioneCaricata(queryClient.getQueryData(resourceKeys(risorsa).record(idDi(valori))));
      const propria = proprie.current.get(String(idDi(valori)));
      const versione = caricata === undefined ? undefined : Math.max(caricata, propria ?? 0);
      return (await api.put<T>(percorso, versione === undefined ? valori : { ...valori, versione })).data;
    },
    onSuccess: async (salvato, valori) => {
      const versione = versioneCaricata(salvato);
      if (versione !== undefined) proprie.current.set(String((salvato as { id?: number }).id ?? idDi(valori)), versione);
      feedback.successo(successo?.testo ?? t('ui.salvataggioOk'), successo?.titolo);
      await queryClient.invalidateQueries({ queryKey: resourceKeys(risorsa).all });
      dopoSalvataggio?.(salvato);
    },
    onError: (errore, valori) => {
      if (chiediRicarica(errore, () => void queryClient.invalidateQueries({ queryKey: resourceKeys(risorsa).record(idDi(valori)) }))) return;
      return mostraErrore ? mostraErrore(errore) : feedback.mostraErrore(errore);
    },
  });
}
