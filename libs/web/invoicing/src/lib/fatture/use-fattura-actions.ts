import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { downloadFatturaElettronica, downloadZipSdi, stampaDocumento, type RichiestaZipSdi } from './fattura-api';
import { queryKeys } from '../query-keys';

type DocumentoStampabile = Pick<DocumentoFattura, 'id' | 'numeroDocumento' | 'dataDocumento'>;

/** Print (PDF in the large modal), the electronic invoice's download (spec name or SDI name) and the zip for the SDI, with the loading modal and ATTENZIONE on failure. */
export function useFatturaActions() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  // printing and exporting are recorded in the invoice's history: its version moves on
  const ricarica = (id: number) => void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.record(id) });
  const [anteprima, setAnteprima] = useState<{ url: string; numero: string } | null>(null);
  useEffect(() => () => void (anteprima && URL.revokeObjectURL(anteprima.url)), [anteprima]);

  const stampa = async (documento: DocumentoStampabile) => {
    try {
      const url = await feedback.conCaricamento(stampaDocumento(documento.id));
      setAnteprima({ url, numero: documento.numeroDocumento });
      ricarica(documento.id);
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  /**
   * `privato`: the recipient is a private person, the file must not be sent to SDI (said again after
   * the download). `nomeSdi`: the file named as the SDI requires (same bytes).
   */
  const scaricaXml = async (documento: DocumentoStampabile, privato: boolean, nomeSdi = false) => {
    try {
      const nome = await feedback.conCaricamento(downloadFatturaElettronica(documento, { nomeSdi }));
      ricarica(documento.id);
      // the download worked: a warning to mind, not a failure
      if (privato) feedback.avvertenza(t('fatturazione.nonInviareSdi'), nome, 8000);
      else feedback.successo(t('fatturazione.xmlScaricato', { nome }));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  /** The zip for an intermediary; a 422 names each refused invoice (nothing exported then). */
  const scaricaZipSdi = async (richiesta: RichiestaZipSdi) => {
    try {
      const nome = await feedback.conCaricamento(downloadZipSdi(richiesta));
      void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.all });
      feedback.successo(t('fatturazione.zipSdiScaricato', { nome }));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  return {
    stampa,
    scaricaXml,
    scaricaZipSdi,
    anteprima: {
      url: anteprima?.url ?? null,
      titolo: t('fatturazione.anteprimaFattura', { numero: anteprima?.numero ?? '' }),
      nomeFile: `fattura_${(anteprima?.numero ?? '').replace(/[^\w-]+/g, '-')}.pdf`,
      onHide: () => setAnteprima(null),
    },
  };
}
