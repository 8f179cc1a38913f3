import type { Client } from 'pg';

/**
 * `n` articles written set-based as the record kit writes a created one: the `articoli-<id>`
 * streams (RecordCreated with the whole values) and the `articoli` and `articoli_barcode` rows the
 * projection derives from them. Each copies one of the seed's articles (supplier, VAT, price list,
 * stock), with its own code `BA0000001`…, description (`<seed's> 1`…, so a description word
 * matches many) and barcode. (run.ts then vacuums and analyzes the database.)
 */
export async function fillArticoli(client: Client, n: number): Promise<void> {
  await client.query('BEGIN');
  await client.query(`CREATE TEMP TABLE modelli_articoli ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY a.id) AS k, a.*, e.data -> 'values' AS valori
      FROM articoli a JOIN events e ON e.stream_id = 'articoli-' || a.id AND e.stream_version = 1`);
  const { rows } = await client.query<{ modelli: number }>(`SELECT count(*)::int AS modelli FROM modelli_articoli`);
  if (!rows[0].modelli) throw new Error('il seed non ha articoli da copiare');
  await client.query(`SELECT setval('articoli_id_seq', greatest((SELECT coalesce(max(id), 0) FROM articoli), 1))`);
  await client.query(
    `CREATE TEMP TABLE articoli_generati ON COMMIT DROP AS
     SELECT nextval('articoli_id_seq')::int AS nuovo_id, g, m.*,
            'BA' || lpad(g::text, 7, '0') AS nuovo_codice,
            m.descrizione || ' ' || g AS nuova_descrizione,
            '97' || lpad(g::text, 11, '0') AS nuovo_barcode
       FROM generate_series(1, $1) AS g JOIN modelli_articoli m ON m.k = 1 + g % $2`,
    [n, rows[0].modelli],
  );
  await client.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata)
     SELECT 'articoli-' || nuovo_id, 'articoli', 1, 'RecordCreated',
            jsonb_build_object('values', valori || jsonb_build_object('codice', nuovo_codice, 'descrizione', nuova_descrizione,
              'descrizioneListino', nuova_descrizione, 'listaBarcode', jsonb_build_array(jsonb_build_object('attivo', true, 'barcode', nuovo_barcode)))),
            '{"userName": "bench"}'
       FROM articoli_generati ORDER BY nuovo_id`,
  );
  await client.query(
    `INSERT INTO articoli (id, codice, descrizione, fornitore, codice_fornitore, descrizione_fornitore, esposto_listino, descrizione_listino,
                           codice_iva, descrizione_iva, aliquota_iva, gruppo, marca, unita_misura, deposito, escluso_utile, quantita_confezione,
                           quantita_sotto_cartone, quantita_cartone, quantita_pedana, quantita_scorta_minima, attivo, listino, lista_giacenze,
                           immagine_base64, versione)
     SELECT nuovo_id, nuovo_codice, nuova_descrizione, fornitore, codice_fornitore, descrizione_fornitore, esposto_listino, nuova_descrizione,
            codice_iva, descrizione_iva, aliquota_iva, gruppo, marca, unita_misura, deposito, escluso_utile, quantita_confezione,
            quantita_sotto_cartone, quantita_cartone, quantita_pedana, quantita_scorta_minima, attivo, listino, lista_giacenze,
            immagine_base64, 1
       FROM articoli_generati`,
  );
  await client.query(`INSERT INTO articoli_barcode (barcode, id_articolo, attivo, posizione) SELECT nuovo_barcode, nuovo_id, true, 0 FROM articoli_generati`);
  await client.query('COMMIT');
}
