import { SEZIONE } from '@registro/contracts';
import { formatAmount, formatValue, type HistoryRegistry } from '@registro/server-audit';
import { documentoCommercialeAggregate, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { DOCUMENTO_COMMERCIALE_STREAM_TYPE, type DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';

/** The permission section of the document screens; it also opens a document's history (stream type `documenticommerciali`). */
export const SEZIONE_DOCUMENTI = SEZIONE.documenti;

const ETICHETTE: Record<string, string> = {
  tipo: 'Tipo Documento',
  dataOra: 'Data Ora',
  idAnagrafica: 'Intestatario',
  noteAnagrafica: 'Note',
  listaRighe: 'Righe',
  importoLordo: 'Totale',
};

const view = (documento: DocumentoCommercialeState) => ({ values: documento ? { ...documento } : {}, deleted: documento?.eliminato ?? false });

/** How a document's events read in the history (/api/modificherisorse?sezione=documenticommerciali&idRisorsa=<id>). */
export function registerDocumentiCommercialiHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<DocumentoCommercialeEvent>({
    DocumentoCreato: ({ data }) =>
      [
        `Documento creato (${data.store === 'A' ? 'ARCHIVIO' : 'PRINCIPALE'})`,
        `Tipo Documento: ${formatValue(data.contenuto.tipo)}`,
        `Intestatario: ${formatValue(data.contenuto.descrizioneAnagrafica)}`,
        `Righe: ${data.contenuto.listaRighe.length}`,
        `Totale: ${formatAmount(data.contenuto.importoLordo)}`,
        ...(data.documentoOrigine ? [`Trasformato dal documento ${data.documentoOrigine}`] : []),
      ].join('\n'),
    DocumentoModificato: ({ data }) =>
      [
        'Documento modificato',
        ...data.campi.map((c) => `${ETICHETTE[c] ?? c}: ${c === 'listaRighe' ? `${data.contenuto.listaRighe.length} righe` : c === 'importoLordo' ? formatAmount(data.contenuto.importoLordo) : formatValue((data.contenuto as Record<string, unknown>)[c])}`),
      ].join('\n'),
    DocumentoNumerato: ({ data }) => `Documento numerato: n. ${data.numero} (anno ${data.anno})`,
    DocumentoCompletato: () => 'Stato: COMPLETA',
    RigheTrasformate: ({ data }) => `Righe ${data.righe.map((r) => r + 1).join(', ')} trasformate nel documento ${data.tipo} ${data.idDocumento}`,
    DocumentoEliminato: () => 'Documento eliminato',
  });
  registry.registerAggregate({ aggregate: documentoCommercialeAggregate, view });
  registry.registerReaders(DOCUMENTO_COMMERCIALE_STREAM_TYPE, [SEZIONE_DOCUMENTI]);
}
