import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';
import type { Fattura730Esclusa } from '@registro/contracts';
import { download730, downloadEsclusi730, esclusi730, giorno730, type Query730 } from './export-730-api';
import type { FiltriFattureQuery } from './fatture-filters';

/** How many excluded invoices the question names before "e altre N". */
const ESCLUSE_NOMINATE = 5;

/**
 * "Esporta 730 (Sistema TS)": the structure and the period of the list's filter are required, its
 * other filters apply. The invoices the file leaves out are named first ("N fatture escluse: …
 * Scaricare comunque il file?"); on Sì the file and the Excel list of those left out are saved.
 */
export function useEsporta730() {
  const { t } = useTranslation();
  const feedback = useFeedback();

  const scarica = async (query: Query730, esclusi: Fattura730Esclusa[]) => {
    try {
      const nome = await feedback.conCaricamento(download730(query));
      if (!esclusi.length) {
        feedback.successo(t('fatturazione.esporta730Ok', { nome }), t('fatturazione.esporta730'));
        return;
      }
      const elenco = await feedback.conCaricamento(downloadEsclusi730(t('fatturazione.esporta730ColonneEscluse').split(';'), esclusi));
      feedback.successo(t('fatturazione.esporta730OkEscluse', { nome, elenco }), t('fatturazione.esporta730'), 6000);
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  return async (filtri: FiltriFattureQuery) => {
    const { codiceStruttura, dataDal, dataAl, numeroDocumento, tipoDocumentoDescrizione, cognomeRagioneSoggetto } = filtri;
    if (!codiceStruttura || dataDal === undefined || dataAl === undefined) {
      feedback.avviso(t('fatturazione.esporta730Requisiti'), t('fatturazione.esporta730'), 6000);
      return;
    }
    const query: Query730 = { codiceStruttura, dataDal: giorno730(dataDal), dataAl: giorno730(dataAl), numeroDocumento, tipoDocumentoDescrizione, cognomeRagioneSoggetto };
    try {
      const { esclusi } = await feedback.conCaricamento(esclusi730(query));
      if (!esclusi.length) return scarica(query, esclusi);
      const nominate = esclusi.slice(0, ESCLUSE_NOMINATE).map((e) => `${e.numeroDocumento} (${e.motivo})`);
      if (esclusi.length > ESCLUSE_NOMINATE) nominate.push(t('fatturazione.esporta730AltreEscluse', { n: esclusi.length - ESCLUSE_NOMINATE }));
      const elenco = nominate.join(', ');
      feedback.conferma({
        titolo: t('fatturazione.esporta730'),
        messaggio: esclusi.length === 1 ? t('fatturazione.esporta730Esclusa', { elenco }) : t('fatturazione.esporta730Escluse', { n: esclusi.length, elenco }),
        etichette: { accetta: t('fatturazione.esporta730Scarica'), rifiuta: t('ui.annulla') },
        onAccetta: () => void scarica(query, esclusi),
      });
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };
}
