import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EsitoImportazioneFattureRicevute } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { importaFattureRicevute } from './fatture-ricevute-api';
import { queryKeys } from '../query-keys';

/**
 * The import dialog's work: sends the chosen files (loading modal), keeps the per-file outcome to
 * show, reloads the list when something was created; a refused request (403, 413…) is ATTENZIONE.
 */
export function useImportaFattureRicevute() {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [esito, setEsito] = useState<EsitoImportazioneFattureRicevute | null>(null);

  const importa = async (files: File[]): Promise<boolean> => {
    if (!files.length) return false;
    try {
      const risposta = await feedback.conCaricamento(importaFattureRicevute(files));
      setEsito({ creati: risposta.creati ?? [], rifiutati: risposta.rifiutati ?? [] });
      if (risposta.creati?.length) await queryClient.invalidateQueries({ queryKey: queryKeys.fatturericevute.all });
      return true;
    } catch (errore) {
      feedback.mostraErrore(errore);
      return false;
    }
  };

  return { esito, importa, azzera: () => setEsito(null) };
}
