import type { Barcode } from '@registro/contracts';
import type { Projection, RecordEvent, RecordedEvent, Transaction } from '@registro/server-event-store';
import { SEZIONE_ARTICOLI, type ValoriArticolo } from './catalogo.events';

/**
 * An article's barcodes in table articoli_barcode, in the order of its list. Registered after the
 * catalogue's projection (the row references the article). The primary key keeps a barcode on one
 * article: a barcode of another article fails here, inside the saving transaction, so nothing of
 * the save is written. Deleting the article removes them (ON DELETE CASCADE).
 */
export const articoliBarcodeProjection: Projection<RecordEvent<ValoriArticolo>> = {
  name: 'commerce-articoli-barcode',
  eventTypes: ['RecordCreated', 'RecordUpdated'],

  async apply(tx: Transaction, events: RecordedEvent<RecordEvent<ValoriArticolo>>[]) {
    for (const e of events) {
      if (e.streamType !== SEZIONE_ARTICOLI) continue;
      const id = Number(e.streamId.slice(e.streamType.length + 1));
      if (e.type === 'RecordCreated') await writeBarcodes(tx, id, e.data.values.listaBarcode ?? []);
      else if (e.type === 'RecordUpdated' && e.data.changes.listaBarcode) await writeBarcodes(tx, id, e.data.changes.listaBarcode.dopo ?? []);
    }
  },

  async reset(tx: Transaction) {
    await tx.query(`DELETE FROM articoli_barcode`);
  },
};

async function writeBarcodes(tx: Transaction, idArticolo: number, lista: readonly Barcode[]): Promise<void> {
  await tx.query(`DELETE FROM articoli_barcode WHERE id_articolo = $1`, [idArticolo]);
  if (!lista.length) return;
  await tx.query(
    `INSERT INTO articoli_barcode (barcode, id_articolo, attivo, posizione)
     SELECT b.barcode, $1, b.attivo, b.posizione FROM jsonb_to_recordset($2::jsonb) AS b(barcode text, attivo boolean, posizione int)`,
    [idArticolo, JSON.stringify(lista.map((b, posizione) => ({ barcode: b.barcode, attivo: b.attivo, posizione })))],
  );
}
