import { useTranslation } from 'react-i18next';
import type { SoggettoFatturaRicevuta } from '@registro/contracts';
import { DetailFields, type DetailField } from '@registro/web-ui';
import { codiceConNome, regimeFiscale } from './codici-fatturapa';
import { indirizzoCompleto, nomeSoggetto } from './fattura-ricevuta';

const vuoto = (valore: string | null | undefined) => (valore ?? '').trim() || '---';

/** A party of the document as the style sheet shows it: name, VAT and fiscal code, tax regime, seat. */
export function SoggettoRicevuta({ titolo, soggetto, campo }: { titolo: string; soggetto: SoggettoFatturaRicevuta; campo: string }) {
  const { t } = useTranslation();
  const campi: DetailField[] = [
    [t('fattureRicevute.denominazione'), vuoto(nomeSoggetto(soggetto)), `${campo}.denominazione`],
    [t('fattureRicevute.partitaIva'), vuoto(soggetto.partitaIva), `${campo}.partitaIva`],
    [t('fattureRicevute.codiceFiscale'), vuoto(soggetto.codiceFiscale), `${campo}.codiceFiscale`],
    ...(soggetto.regimeFiscale ? [[t('fattureRicevute.regimeFiscale'), codiceConNome(soggetto.regimeFiscale, regimeFiscale), `${campo}.regimeFiscale`] as DetailField] : []),
    [t('fattureRicevute.sede'), vuoto(indirizzoCompleto(soggetto)), `${campo}.sede`],
  ];
  return (
    <section className="registro-fattura-blocco" aria-label={titolo} data-blocco={campo}>
      <h2>{titolo}</h2>
      <DetailFields campi={campi} className="registro-dettaglio-campi registro-ricevuta-campi" />
    </section>
  );
}
