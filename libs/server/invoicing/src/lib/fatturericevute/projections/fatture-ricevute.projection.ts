import type { FatturaRicevuta } from '@registro/contracts';
import { pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { chiaveFornitore } from '../domain/chiave-fornitore';
import { FATTURA_RICEVUTA_EVENT_TYPES, type FatturaRicevutaEvent, type FatturaRicevutaImportataData } from '../domain/fattura-ricevuta.events';

/** The document as GET fatturericevute/{id} answers it, without id, versione and the import's time (columns). */
export type DocumentoFatturaRicevuta = Omit<FatturaRicevuta, 'id' | 'versione' | 'importataIl'>;

/** The due dates of the payments, ISO, ascending, without repeats. */
export const scadenzeDi = (data: FatturaRicevutaImportataData): string[] =>
  [...new Set(data.documento.pagamenti.map((p) => p.scadenza).filter((s): s is string => !!s))].sort();

export function documentoFatturaRicevuta(data: FatturaRicevutaImportataData): DocumentoFatturaRicevuta {
  return {
    ...data.documento,
    fornitore: data.fornitore,
    ...(data.tipoDocumentoRicevuto ? { idTipoDocumento: data.tipoDocumentoRicevuto.id, tipoDocumentoDescrizione: data.tipoDocumentoRicevuto.descrizione } : {}),
    scadenze: scadenzeDi(data),
    nomeFile: data.nomeFile,
    allegati: data.allegati,
    avvisi: data.avvisi,
    ...(data.firma ? { firma: data.firma } : {}),
  };
}

const INSERT = `
  INSERT INTO fatture_ricevute (id, versione, numero, data, tipo_documento, formato, divisa, totale, chiave_fornitore,
    id_anagrafica_fornitore, fornitore_denominazione, fornitore_partita_iva, fornitore_codice_fiscale, scadenze, nome_file,
    sha256, importata_il, documento)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`;

/**
 * Inline projection of `fatturericevute-<id>` into `fatture_ricevute`: one row per received
 * document, the list's columns and the whole document (jsonb). A print (operational) changes
 * nothing. Rebuildable: `reset` empties the table (the stored bytes stay: they are content-addressed).
 */
export const fattureRicevuteProjection: Projection<FatturaRicevutaEvent> = {
  name: 'fatture-ricevute',
  eventTypes: FATTURA_RICEVUTA_EVENT_TYPES,
  async apply(tx: Transaction, events: RecordedEvent<FatturaRicevutaEvent>[]): Promise<void> {
    for (const e of events) {
      if (e.type !== 'FatturaRicevutaImportata') continue;
      const d = e.data;
      await tx.query(INSERT, [
        d.id,
        e.streamVersion,
        d.documento.numero,
        d.documento.data,
        d.documento.tipoDocumento,
        d.documento.formato,
        d.documento.divisa,
        d.documento.totale,
        chiaveFornitore(d.documento.cedente),
        d.fornitore.idAnagrafica,
        d.fornitore.denominazione,
        d.fornitore.partitaIva,
        d.fornitore.codiceFiscale,
        scadenzeDi(d),
        d.nomeFile,
        d.sha256,
        e.recordedAt,
        JSON.stringify(documentoFatturaRicevuta(d)),
      ]);
    }
  },
  async reset(tx: Transaction): Promise<void> {
    pipelineWrite(tx, 'DELETE FROM fatture_ricevute');
  },
};
