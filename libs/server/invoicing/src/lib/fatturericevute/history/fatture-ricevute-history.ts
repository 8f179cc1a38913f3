import { SEZIONE } from '@registro/contracts';
import { formatAmount, formatValue, type HistoryRegistry } from '@registro/server-audit';
import { fatturaRicevutaAggregate, type FatturaRicevutaState } from '../domain/fattura-ricevuta.aggregate';
import { FATTURA_RICEVUTA_STREAM_TYPE, type FatturaRicevutaEvent } from '../domain/fattura-ricevuta.events';
import { italianDay } from '@registro/server-kernel';


const CORRISPONDENZA = { partitaIva: 'trovato per Partita IVA', codiceFiscale: 'trovato per Codice Fiscale', creato: 'nuova anagrafica fornitore' } as const;

/** The received invoice "as it was at": what the import read. */
const view = (state: FatturaRicevutaState) => ({
  values: state
    ? {
        numero: state.documento.numero,
        data: state.documento.data,
        tipoDocumento: state.documento.tipoDocumento,
        fornitore: state.fornitore.denominazione,
        totale: state.documento.totale,
        nomeFile: state.nomeFile,
      }
    : {},
  deleted: false,
});

/** How a received invoice's events read in the history (/api/modificherisorse?sezione=fatturericevute&idRisorsa=<id>). */
export function registerFattureRicevuteHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<FatturaRicevutaEvent>({
    FatturaRicevutaImportata: ({ data }) =>
      [
        `Fattura ricevuta importata da ${data.nomeFile}`,
        `Fornitore: ${formatValue(data.fornitore.denominazione)} (${data.fornitore.corrispondenza ? CORRISPONDENZA[data.fornitore.corrispondenza] : ''})`,
        `Documento: ${data.documento.tipoDocumento} n. ${data.documento.numero} del ${italianDay(data.documento.data)}`,
        `Totale: ${formatAmount(data.documento.totale)} ${data.documento.divisa}`,
        ...(data.firma ? [`Firmata da: ${data.firma.soggetto}`] : []),
        ...data.avvisi.map((a) => `Avviso: ${a}`),
      ].join('\n'),
    FatturaRicevutaStampata: () => 'Fattura ricevuta stampata',
  });
  registry.registerAggregate({ aggregate: fatturaRicevutaAggregate, view });
  registry.registerReaders(FATTURA_RICEVUTA_STREAM_TYPE, [SEZIONE.fatturericevute]);
}
