import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FatturaRicevuta } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';
import { scaricaAllegato, scaricaFileOriginale, stampaFatturaRicevuta } from './fatture-ricevute-api';
import { queryKeys } from '../query-keys';

/** GET fatturericevute/{id}: the received document whole. */
export function useFatturaRicevuta(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.fatturericevute.record(id),
    queryFn: async ({ signal }) => (await api.get<FatturaRicevuta>(`/fatturericevute/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}

/** The view's actions: the original file, an attachment, the PDF in the preview; loading modal, ATTENZIONE on failure. */
export function useFatturaRicevutaActions(documento: FatturaRicevuta | undefined) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [anteprima, setAnteprima] = useState<string | null>(null);
  useEffect(() => () => void (anteprima && URL.revokeObjectURL(anteprima)), [anteprima]);

  const esegui = async <T,>(lavoro: () => Promise<T>) => {
    try {
      return await feedback.conCaricamento(lavoro());
    } catch (errore) {
      feedback.mostraErrore(errore);
      return undefined;
    }
  };

  return {
    scaricaOriginale: () => documento && void esegui(() => scaricaFileOriginale(documento.id, documento.nomeFile)),
    scaricaAllegato: (nome: string) => documento && void esegui(() => scaricaAllegato(documento.id, nome)),
    stampa: async () => {
      if (!documento) return;
      const url = await esegui(() => stampaFatturaRicevuta(documento.id));
      if (url) setAnteprima(url);
    },
    anteprima: {
      url: anteprima,
      titolo: t('fattureRicevute.anteprima', { numero: documento?.numero ?? '' }),
      nomeFile: `fattura_ricevuta_${(documento?.numero ?? '').replace(/[^\w-]+/g, '-')}.pdf`,
      onHide: () => setAnteprima(null),
    },
  };
}
