import { eventsPerStream, numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { annoDocumento } from '../domain/anno-documento';
import { evolveDocumentoCommerciale, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { DOCUMENTO_COMMERCIALE_EVENT_TYPES, type DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';

const UPSERT = `
  INSERT INTO documenti_commerciali (id, store, tipo, numero, anno, data_ora, stato_attuale, stato_attuale_data_ora, id_anagrafica,
    descrizione_anagrafica, documento_origine, importo_netto, importo_iva, importo_lordo, documento, versione)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
  ON CONFLICT (id) DO UPDATE SET
    tipo = EXCLUDED.tipo, numero = EXCLUDED.numero, anno = EXCLUDED.anno, data_ora = EXCLUDED.data_ora,
    stato_attuale = EXCLUDED.stato_attuale, stato_attuale_data_ora = EXCLUDED.stato_attuale_data_ora,
    id_anagrafica = EXCLUDED.id_anagrafica, descrizione_anagrafica = EXCLUDED.descrizione_anagrafica,
    documento_origine = EXCLUDED.documento_origine, importo_netto = EXCLUDED.importo_netto, importo_iva = EXCLUDED.importo_iva,
    importo_lordo = EXCLUDED.importo_lordo, documento = EXCLUDED.documento, versione = EXCLUDED.versione`;

/**
 * Inline projection of the document streams into `documenti_commerciali` (the whole document in
 * `documento`, the list's columns beside it; totals as numeric from their exact decimal text).
 * Each stream's events of a batch are folded with the aggregate's `evolve` from the stored
 * document; a deleted draft's row is removed. Rebuildable from zero.
 */
export const documentiCommercialiProjection: Projection<DocumentoCommercialeEvent> = {
  name: 'documenti_commerciali',
  eventTypes: DOCUMENTO_COMMERCIALE_EVENT_TYPES,
  async apply(tx: Transaction, events: RecordedEvent<DocumentoCommercialeEvent>[]): Promise<void> {
    const perStream = eventsPerStream(events);
    for (const [streamId, eventi] of perStream) {
      const id = numericIdOfStream(streamId);
      let state: DocumentoCommercialeState = null;
      if (eventi[0].type !== 'DocumentoCreato') {
        const { rows } = await tx.query<{ documento: NonNullable<DocumentoCommercialeState> }>(`SELECT documento FROM documenti_commerciali WHERE id = $1`, [id]);
        if (!rows[0]) continue;
        state = rows[0].documento;
      }
      for (const e of eventi) state = evolveDocumentoCommerciale(state, e);
      if (!state) continue;
      if (state.eliminato) {
        pipelineWrite(tx, `DELETE FROM documenti_commerciali WHERE id = $1`, [id]);
        continue;
      }
      pipelineWrite(tx, UPSERT, [
        id,
        state.store,
        state.tipo,
        state.numero ? Number(state.numero) : null,
        state.anno ?? annoDocumento(state.dataOra),
        state.dataOra,
        state.statoAttuale,
        state.statoAttualeDataOra,
        state.idAnagrafica,
        state.descrizioneAnagrafica,
        state.documentoOrigine,
        String(state.importoNetto),
        String(state.importoIva),
        String(state.importoLordo),
        JSON.stringify(state),
        eventi[eventi.length - 1].streamVersion,
      ]);
    }
  },
  async reset(tx: Transaction): Promise<void> {
    pipelineWrite(tx, 'DELETE FROM documenti_commerciali');
  },
};
