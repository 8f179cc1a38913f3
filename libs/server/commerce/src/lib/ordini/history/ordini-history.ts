import { SEZIONE } from '@registro/contracts';
import { formatAmount, formatValue, type HistoryRegistry } from '@registro/server-audit';
import { ordineAggregate, type OrdineState } from '../domain/ordine.aggregate';
import { ORDINE_STREAM_TYPE, type OrdineEvent } from '../domain/ordine.events';

/** The permission section of the orders screen; its `visualizza` also opens an order's history (stream type `ordini`). */
export const SEZIONE_ORDINI = SEZIONE.ordini;

/** The order "as it was at": its fields, the rows and the status history as lists. */
const ordineView = (ordine: OrdineState) => ({
  values: ordine ? { ...ordine } : {},
  deleted: !!ordine?.eliminato,
});

/** How an order's events read in the history (/api/modificherisorse?sezione=ordini&idRisorsa=<id>). */
export function registerOrdiniHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<OrdineEvent>({
    OrdineCreato: ({ data }) =>
      [
        `Ordine creato: n. ${data.codice} (anno ${data.anno})`,
        `Cliente: ${formatValue(`${data.cliente.cognome} ${data.cliente.nome}`.trim())}`,
        `Data Ordine: ${formatValue(data.dataOrdine)}`,
        ...data.listaRighe.map((r, i) => `Riga ${i + 1}: ${r.descrizioneArticolo} × ${formatValue(r.quantita)} a ${formatAmount(r.prezzo)}${r.note ? ` (${r.note})` : ''}`),
        `Totale Ordine: ${formatAmount(data.totaleOrdine)}`,
        'Stato: CREATO',
      ].join('\n'),
    OrdineConfermato: () => 'Stato: CREATO → CONFERMATO',
    OrdineEliminato: ({ data }) => `Ordine n. ${data.codice} (anno ${data.anno}) eliminato`,
  });
  registry.registerAggregate({ aggregate: ordineAggregate, view: ordineView });
  registry.registerReaders(ORDINE_STREAM_TYPE, [SEZIONE_ORDINI]);
}
