import type { Client } from 'pg';
import { romeYearSql } from '@registro/server-kernel';

const ISO = (colonna: string) => `to_char(${colonna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `n` commercial documents over the three years before `fine`, written set-based as the aggregate
 * and its inline projection write them: the `documenticommerciali-<id>` streams (DocumentoCreato,
 * and for a COMPLETA one DocumentoNumerato and DocumentoCompletato, all recorded at the document's
 * time) and the `documenti_commerciali` rows (the folded document in `documento`). Each copies the
 * content (customer, rows, totals) of one of the seed's documents, saved through the real save:
 * 90% in the principal store (types DDT 60%, FAT 39%, ORD 1%: the rare one), 10% in the archive;
 * 5% drafts; numbered per type and Rome year after the seed's numbers, the counters at the last number. (run.ts then vacuums and analyzes the database.)
 */
export async function fillDocumenti(client: Client, n: number, fine: Date): Promise<void> {
  await client.query(`SELECT setseed(0.43)`);
  await client.query('BEGIN');
  await client.query(`CREATE TEMP TABLE modelli ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY e.global_position) AS k, e.data -> 'contenuto' AS contenuto
      FROM events e WHERE e.stream_type = 'documenticommerciali' AND e.event_type = 'DocumentoCreato' AND (e.data ->> 'documentoOrigine') IS NULL`);
  const { rows } = await client.query<{ modelli: number }>(`SELECT count(*)::int AS modelli FROM modelli`);
  if (!rows[0].modelli) throw new Error('il seed non ha documenti commerciali da copiare');
  await client.query(`SELECT setval('documenti_commerciali_id_seq', greatest((SELECT coalesce(max(id), 0) FROM documenti_commerciali), 1))`);
  await client.query(
    `CREATE TEMP TABLE generati ON COMMIT DROP AS
     WITH base AS (
       SELECT nextval('documenti_commerciali_id_seq')::int AS id, g, random() AS r_tipo,
              date_trunc('milliseconds', $2::timestamptz - interval '3 years' + (g - 1) * (interval '3 years' / $1)) AS data,
              CASE WHEN g % 10 = 0 THEN 'A' ELSE 'P' END AS store,
              random() < 0.05 AS bozza,
              1 + (g % $3) AS k
         FROM generate_series(1, $1) AS g
     ), tipizzati AS (
       SELECT base.*, ${romeYearSql('data')} AS anno,
              CASE WHEN store = 'A' THEN CASE WHEN r_tipo < 0.6 THEN 'DDTA' ELSE 'FATA' END
                   WHEN r_tipo < 0.6 THEN 'DDT' WHEN r_tipo < 0.99 THEN 'FAT' ELSE 'ORD' END AS tipo
         FROM base
     )
     SELECT t.*, m.contenuto || jsonb_build_object('tipo', t.tipo, 'dataOra', ${ISO('t.data')}) AS contenuto,
            CASE WHEN t.bozza THEN NULL
                 ELSE coalesce(c.valore, 0) + row_number() OVER (PARTITION BY t.tipo, t.anno, t.bozza ORDER BY t.data, t.id) END AS numero
       FROM tipizzati t JOIN modelli m ON m.k = t.k
       LEFT JOIN documenti_commerciali_numeratori c ON c.codice_tipo = t.tipo AND c.anno = t.anno`,
    [n, fine, rows[0].modelli],
  );
  await client.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata, recorded_at)
     SELECT 'documenticommerciali-' || d.id, 'documenticommerciali', e.versione, e.tipo, e.dati, '{"userName": "bench"}', d.data
       FROM generati d
      CROSS JOIN LATERAL (VALUES
        (1, 'DocumentoCreato', jsonb_build_object('id', d.id, 'store', d.store, 'documentoOrigine', NULL, 'contenuto', d.contenuto)),
        (2, 'DocumentoNumerato', jsonb_build_object('tipo', d.tipo, 'anno', d.anno, 'numero', d.numero)),
        (3, 'DocumentoCompletato', '{}'::jsonb)
      ) AS e(versione, tipo, dati)
      WHERE e.versione = 1 OR NOT d.bozza
      ORDER BY d.id, e.versione`,
  );
  await client.query(
    `INSERT INTO documenti_commerciali (id, store, tipo, numero, anno, data_ora, stato_attuale, stato_attuale_data_ora, id_anagrafica,
                                        descrizione_anagrafica, documento_origine, importo_netto, importo_iva, importo_lordo, documento, versione)
     SELECT id, store, tipo, numero, anno, data, CASE WHEN bozza THEN 'BOZZA' ELSE 'COMPLETA' END, data,
            (contenuto ->> 'idAnagrafica')::int, contenuto ->> 'descrizioneAnagrafica', NULL,
            (contenuto ->> 'importoNetto')::numeric, (contenuto ->> 'importoIva')::numeric, (contenuto ->> 'importoLordo')::numeric,
            contenuto || jsonb_build_object(
              'id', id, 'store', store, 'numero', coalesce(numero::text, ''), 'anno', CASE WHEN bozza THEN NULL ELSE anno END,
              'documentoOrigine', NULL, 'eliminato', false,
              'statoAttuale', CASE WHEN bozza THEN 'BOZZA' ELSE 'COMPLETA' END, 'statoAttualeDataOra', ${ISO('data')},
              'listaStati', CASE WHEN bozza THEN jsonb_build_array(jsonb_build_object('stato', 'BOZZA', 'statoDataOra', ${ISO('data')}))
                                 ELSE jsonb_build_array(jsonb_build_object('stato', 'BOZZA', 'statoDataOra', ${ISO('data')}),
                                                        jsonb_build_object('stato', 'COMPLETA', 'statoDataOra', ${ISO('data')})) END),
            CASE WHEN bozza THEN 1 ELSE 3 END
       FROM generati`,
  );
  await client.query(
    `INSERT INTO documenti_commerciali_numeratori (codice_tipo, anno, valore)
     SELECT tipo, anno, max(numero) FROM documenti_commerciali WHERE numero IS NOT NULL GROUP BY tipo, anno
     ON CONFLICT (codice_tipo, anno) DO UPDATE SET valore = greatest(documenti_commerciali_numeratori.valore, EXCLUDED.valore)`,
  );
  await client.query('COMMIT');
}
