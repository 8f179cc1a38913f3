import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ordine } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { getOrdine, stampaProforma } from './use-ordini';

/** Stampa: the order's proforma in the PDF preview dialog, with the loading modal and ATTENZIONE on failure. */
export function useStampaOrdine() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [anteprima, setAnteprima] = useState<{ url: string; codice: string } | null>(null);
  useEffect(() => () => void (anteprima && URL.revokeObjectURL(anteprima.url)), [anteprima]);

  const stampa = async (ordine: Pick<Ordine, 'id'> & Partial<Ordine>) => {
    try {
      const completo = ordine.listaRighe ? (ordine as Ordine) : await getOrdine(ordine.id);
      const url = await feedback.conCaricamento(stampaProforma(completo));
      setAnteprima({ url, codice: completo.codice });
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  return {
    stampa,
    anteprima: {
      url: anteprima?.url ?? null,
      titolo: t('ordini.anteprima', { numero: anteprima?.codice ?? '' }),
      nomeFile: `proforma_ordine_${anteprima?.codice ?? ''}.pdf`,
      onHide: () => setAnteprima(null),
    },
  };
}
