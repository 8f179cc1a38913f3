import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { romeDateSql } from '@registro/server-kernel';
import {
  DOCUMENTO_ANNULLATO,
  DOCUMENTO_FIRMATO,
  DOCUMENTO_INVIATO_FSE,
  DOCUMENTO_PRODOTTO,
  SEZIONE_DOCUMENTI,
  type DocumentoEvent,
} from './domain/documento.events';

function applica(tx: Transaction, e: RecordedEvent<DocumentoEvent>): void {
  const id = numericIdOfStream(e.streamId, SEZIONE_DOCUMENTI);
  const quando = new Date(e.recordedAt).toISOString();
  switch (e.type) {
    case DOCUMENTO_PRODOTTO: {
      const d = e.data;
      pipelineWrite(
        tx,
        `INSERT INTO documenti_repository (id, sezione, id_risorsa, id_anagrafica, nome_file, descrizione, tipo_documento,
           data_refertazione, giorno_refertazione, sha256, size, versione, creato_il, creato_da, aggiornato_il)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${romeDateSql('$8')}, $9, $10, $11, $12, $13, $12)`,
        [id, d.sezione, d.idRisorsa, d.idAnagrafica, d.nomeFile, d.descrizione, d.tipoDocumento, d.dataRefertazione, d.sha256, d.size, e.streamVersion, quando, String(e.metadata?.userName ?? '')],
      );
      return;
    }
    case DOCUMENTO_FIRMATO: {
      const d = e.data;
      pipelineWrite(
        tx,
        `UPDATE documenti_repository SET sha256 = $2, size = $3, firme = firme + 1, ultimo_firmatario = $4, versione = $5, aggiornato_il = $6 WHERE id = $1`,
        [id, d.sha256, d.size, d.firmatario, e.streamVersion, quando],
      );
      return;
    }
    case DOCUMENTO_INVIATO_FSE: {
      const d = e.data;
      pipelineWrite(tx, `UPDATE documenti_repository SET inviato_fse_il = $2, versione = $3, aggiornato_il = $4 WHERE id = $1`, [id, d.dataInvio, e.streamVersion, quando]);
      return;
    }
    case DOCUMENTO_ANNULLATO:
      pipelineWrite(tx, `UPDATE documenti_repository SET annullato = true, versione = $2, aggiornato_il = $3 WHERE id = $1`, [id, e.streamVersion, quando]);
      return;
  }
}

/** Inline projection of the document streams into `documenti_repository` (list, last active, counters). */
export const documentiProjection: Projection<DocumentoEvent> = {
  name: 'reporting-documenti-repository',
  eventTypes: [DOCUMENTO_PRODOTTO, DOCUMENTO_FIRMATO, DOCUMENTO_INVIATO_FSE, DOCUMENTO_ANNULLATO],

  async apply(tx: Transaction, events: RecordedEvent<DocumentoEvent>[]) {
    for (const e of events) if (e.streamType === SEZIONE_DOCUMENTI) applica(tx, e);
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM documenti_repository');
  },
};
