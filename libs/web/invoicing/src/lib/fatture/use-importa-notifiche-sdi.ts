import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '@registro/web-ui';
import { importaNotificheSdi, type RispostaNotificheSdi } from './notifiche-sdi-api';
import { queryKeys } from '../query-keys';

/**
 * "Importa ricevute SDI": the dialog's state, the upload, the outcome per file. A recorded receipt
 * changes the list's "Stato SDI" and the invoice's timeline: both are read again.
 */
export function useImportaNotificheSdi() {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [aperto, setAperto] = useState(false);
  const [risposta, setRisposta] = useState<RispostaNotificheSdi | null>(null);
  const carica = useMutation({
    mutationFn: importaNotificheSdi,
    onSuccess: (r) => {
      setRisposta(r);
      if (r.esito.registrate.length) void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.all });
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
  return {
    aperto,
    apri: () => {
      setRisposta(null);
      setAperto(true);
    },
    chiudi: () => setAperto(false),
    risposta,
    invio: carica.isPending,
    carica: (files: File[]) => carica.mutateAsync(files).catch(() => undefined),
  };
}
