import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura, NotaCreditoRichiesta, NoteCreditoFattura } from '@registro/contracts';
import { api, isNew, useFeedback, useIdempotencyKeys } from '@registro/web-ui';
import { useFatturePaths } from './fatture-paths';
import { queryKeys } from '../query-keys';

/** GET documenti/{id}/notecredito: the invoice's credit notes, their total and what is left to credit (not for a credit note). */
export function useNoteCredito(id: string | number | undefined, abilitato = true) {
  return useQuery({
    queryKey: queryKeys.fatture.noteCredito(id),
    queryFn: async ({ signal }) => (await api.get<NoteCreditoFattura>(`/documenti/${id}/notecredito`, undefined, signal)).data,
    enabled: abilitato && !isNew(id),
  });
}

/**
 * "Nota di credito" on an issued invoice: the dialog's invoice (null: closed), and `emetti`, which
 * sends POST documenti/{id}/notacredito (with an Idempotency-Key, so a retry after a lost answer
 * gets the same credit note), refreshes the invoices and opens the new credit note.
 */
export function useEmettiNotaCredito() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const percorsi = useFatturePaths();
  const chiavi = useIdempotencyKeys();
  const [fattura, setFattura] = useState<DocumentoFattura | null>(null);
  const [invio, setInvio] = useState(false);

  const emetti = async (richiesta: NotaCreditoRichiesta) => {
    if (!fattura) return;
    setInvio(true);
    try {
      const nota = (await api.post<DocumentoFattura>(`/documenti/${fattura.id}/notacredito`, richiesta, chiavi.headerPer({ fattura: fattura.id, ...richiesta }))).data;
      void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.all });
      setFattura(null);
      feedback.successo(t('fatturazione.notaCreditoEmessa', { numero: nota.numeroDocumento }));
      navigate(percorsi.view(nota.id));
    } catch (errore) {
      feedback.mostraErrore(errore);
    } finally {
      setInvio(false);
    }
  };

  return { fattura, apri: setFattura, chiudi: () => setFattura(null), emetti, invio };
}
