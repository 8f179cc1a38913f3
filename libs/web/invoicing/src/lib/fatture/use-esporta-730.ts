import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';
import { downloadSistemaTs } from './fattura-api';
import type { FiltriFattureQuery } from './fatture-filters';

/** "Esporta 730 (Sistema TS)": the structure and the period of the list's filter are required. */
export function useEsporta730() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return async (filtri: FiltriFattureQuery) => {
    const { codiceStruttura, dataDal, dataAl } = filtri;
    if (!codiceStruttura || dataDal === undefined || dataAl === undefined) {
      feedback.avviso(t('fatturazione.esporta730Requisiti'), t('fatturazione.esporta730'), 6000);
      return;
    }
    try {
      const nome = await feedback.conCaricamento(downloadSistemaTs(codiceStruttura, dataDal, dataAl));
      feedback.successo(t('fatturazione.esporta730Ok', { nome }), t('fatturazione.esporta730'));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };
}
