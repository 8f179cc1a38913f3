import type { Client } from 'pg';
import { romeYearSql } from '@registro/server-kernel';
import { codiciFiscali, partitaIva } from './codici-fiscali';

const COGNOMI = ['ROSSI', 'RUSSO', 'FERRARI', 'ESPOSITO', 'BIANCHI', 'ROMANO', 'COLOMBO', 'RICCI', 'MARINO', 'GRECO',
  'BRUNO', 'GALLO', 'CONTI', 'DE LUCA', 'MANCINI', 'COSTA', 'GIORDANO', 'RIZZO', 'LOMBARDI', 'MORETTI'];
const NOMI = ['GIULIA', 'MARCO', 'FRANCESCA', 'LUCA', 'CHIARA', 'ANDREA', 'SARA', 'MATTEO', 'ELENA', 'PAOLO'];
const DONNE = new Set(['GIULIA', 'FRANCESCA', 'CHIARA', 'SARA', 'ELENA']);
/** 5 valid fiscal codes per surname and name (index cognome + 20 × (nome + 10 × variante)), 1,000 valid partite IVA */
const CODICI_FISCALI = codiciFiscali(COGNOMI, NOMI.map((nome) => ({ nome, donna: DONNE.has(nome) })), 5);
const PARTITE_IVA = Array.from({ length: 1000 }, (_, i) => partitaIva(i));
const lista = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** The master data of the generated invoices (ids far from the seed's), so an invoice can be saved back through the API. */
export const BENCH = {
  strutture: ['BENCH1', 'BENCH2', 'BENCH3'],
  /** each structure's partita IVA (also its codice fiscale) */
  partiteIvaStrutture: [partitaIva(100_001), partitaIva(100_002), partitaIva(100_003)],
  tipoFattura: 9801,
  tipoNotaCredito: 9802,
  ivaEsente: 9901,
  iva22: 9902,
  unita: 9903,
  moltiplicatore: 9904,
};

const DESTINATARIO = ['idSoggetto', 'cognomeRagioneSoggetto', 'nomeSoggetto', 'codiceFiscaleSoggetto', 'partitaIvaSoggetto', 'codiceDestinatario',
  'indirizzoSoggetto', 'provinciaSoggetto', 'localitaSoggetto', 'localitaSoggettoCodiceIstat', 'capSoggetto'];
const DATI_DOCUMENTO = ['dataDocumento', 'codiceStruttura', 'idTipoDocumento', 'tipoDocumentoDescrizione', 'idCausaleDocumento', 'causaleDocumentoDescrizione',
  'idMetodoPagamento', 'indirizzoDestinazione', 'idMagazzino', 'magazzinoDescrizione', 'marcaBolloVirtuale', 'marcaBolloNumero', 'opposizioneTs'];
const TOTALI = ['totaleImponibileDocumento', 'totaleImpostaDocumento', 'totaleDocumento', 'marcaBolloImporto'];
const parte = (fields: string[]) => `(SELECT jsonb_object_agg(k, f.documento -> k) FROM unnest(${lista(fields)}) AS k)`;

/**
 * `n` invoices over the three years before `fine`, written set-based exactly as the invoice
 * aggregate would: the `fatture-<id>` streams (FatturaCreata, RigaFatturaAggiunta,
 * TotaliFatturaRicalcolati, FatturaNumerata) and the `fatture` rows the inline projection writes
 * from them (the whole document in `documento`), numbered 1.. per type, year (Europe/Rome) and
 * structure, the numerators' counters at the last number. 70% private patients (one exempt line,
 * the stamp above 77.47, a valid codice fiscale of their name), 30% companies (22%, a valid partita
 * IVA, also their codice fiscale); 1 in 10 a credit note. The structures BENCH1-3 carry what the
 * save's SDI checks require of the issuer (partita IVA, address), so an invoice saves back
 * unchanged. (run.ts then vacuums and analyzes the database.)
 */
export async function fillFatture(client: Client, n: number, fine: Date): Promise<void> {
  const b = BENCH;
  await client.query(`SELECT setseed(0.42)`);
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO strutture (id, codice_struttura, denominazione, partita_iva, codice_fiscale, regime_fiscale, indirizzo, numero_civico, cap, comune, provincia, nazione, versione)
     SELECT nextval('strutture_id_seq'), s, 'Struttura ' || s, p, p, 'RF01', 'Via Toledo', '256', '80100', 'Napoli', 'NA', 'IT', 1
       FROM unnest(${lista(b.strutture)}, $1::text[]) AS t(s, p)`,
    [b.partiteIvaStrutture],
  );
  await client.query(
    `INSERT INTO tipi_documento (id, codice_tipo_documento, descrizione_tipo_documento, codice_numeratore, tipo_documento_sdi, versione)
     VALUES (${b.tipoFattura}, 'FTB', 'FATTURA', 'FTB', 'TD01', 1), (${b.tipoNotaCredito}, 'NCB', 'NOTA DI CREDITO', 'NCB', 'TD04', 1)`,
  );
  await client.query(`INSERT INTO tabella_iva (id, descrizione_iva, aliquota_iva, natura) VALUES (${b.ivaEsente}, 'Esente art. 10', 0, 'N4'), (${b.iva22}, 'IVA 22%', 22, NULL)`);
  await client.query(`INSERT INTO unita_misura (id, descrizione) VALUES (${b.unita}, 'NR')`);
  await client.query(`INSERT INTO moltiplicatori (id, descrizione_moltiplicatore, multiplo) VALUES (${b.moltiplicatore}, 'Unità', 1)`);
  await client.query(
    `INSERT INTO numeratori (id, codice, descrizione, valore, anno, codice_struttura, versione)
     SELECT nextval('numeratori_id_seq'), c, c, 0, a, s, 1
       FROM unnest(ARRAY['FTB', 'NCB']) AS c, generate_series(extract(year FROM $1::timestamptz)::int - 3, extract(year FROM $1::timestamptz)::int) AS a,
            unnest(${lista(b.strutture)}) AS s`,
    [fine],
  );
  await client.query(`SELECT setval('fatture_id_seq', greatest((SELECT coalesce(max(id), 0) FROM fatture), 1))`);
  await client.query(
    `WITH base AS (
       SELECT nextval('fatture_id_seq')::int AS id, g,
              $2::timestamptz - interval '3 years' + (g - 1) * (interval '3 years' / $1) AS data,
              (${lista(b.strutture)})[1 + g % 3] AS struttura,
              g % 10 = 0 AS nota,
              random() < 0.7 AS privato,
              (random() * 19)::int AS i_cognome,
              (random() * 9)::int AS i_nome,
              1 + (random() * 2)::int AS quantita,
              round((10 + random() * 290)::numeric, 2) AS prezzo
         FROM generate_series(1, $1) AS g
     ), righe AS (
       SELECT base.*, ${romeYearSql('data')} AS anno,
              (${lista(COGNOMI)})[1 + i_cognome] AS cognome, (${lista(NOMI)})[1 + i_nome] AS nome,
              CASE WHEN privato THEN 0 ELSE 22 END AS aliquota,
              CASE WHEN privato THEN '' ELSE ($4::text[])[1 + g % 1000] END AS partita_iva,
              CASE WHEN privato THEN ($3::text[])[1 + i_cognome + 20 * (i_nome + 10 * (g % 5))] ELSE ($4::text[])[1 + g % 1000] END AS codice_fiscale,
              quantita * prezzo AS imponibile
         FROM base
     ), soggetti AS (
       SELECT righe.*,
              CASE WHEN privato THEN cognome ELSE 'POLISPORTIVA ' || cognome || ' SRL' END AS ragione,
              CASE WHEN privato THEN nome ELSE '' END AS nome_soggetto
         FROM righe
     ), numerate AS (
       SELECT righe.*, n.id AS id_numeratore,
              row_number() OVER (PARTITION BY n.id ORDER BY righe.data, righe.id) AS numero,
              round(imponibile * aliquota / 100, 2) AS imposta,
              CASE WHEN aliquota = 0 AND imponibile > 77.47 THEN 2.00 ELSE 0.00 END AS bollo
         FROM soggetti righe JOIN numeratori n ON n.codice = CASE WHEN nota THEN 'NCB' ELSE 'FTB' END AND n.anno = righe.anno AND n.codice_struttura = righe.struttura
     )
     INSERT INTO fatture (id, versione, id_numeratore, numero, anno, numero_documento, data_documento, codice_struttura, id_tipo_documento,
                          tipo_documento_descrizione, id_causale_documento, id_soggetto, cognome_ragione_soggetto, nome_soggetto,
                          codice_fiscale_soggetto, partita_iva_soggetto, codice_destinatario, id_metodo_pagamento,
                          totale_imponibile_documento, totale_imposta_documento, totale_documento, marca_bollo_importo, opposizione_ts,
                          documento, creato_il, modificato_il)
     SELECT id, 4, id_numeratore, numero, anno, numero::text, data, struttura, CASE WHEN nota THEN ${b.tipoNotaCredito} ELSE ${b.tipoFattura} END,
            CASE WHEN nota THEN 'NOTA DI CREDITO' ELSE 'FATTURA' END, NULL, NULL, ragione, nome_soggetto,
            codice_fiscale, partita_iva, CASE WHEN privato THEN '0000000' ELSE 'M5UXCR1' END, NULL,
            imponibile, imposta, imponibile + imposta, bollo, false,
            jsonb_build_object(
              'id', id, 'numeroDocumento', numero::text,
              'idSoggetto', NULL, 'cognomeRagioneSoggetto', ragione, 'nomeSoggetto', nome_soggetto, 'codiceFiscaleSoggetto', codice_fiscale,
              'partitaIvaSoggetto', partita_iva, 'codiceDestinatario', CASE WHEN privato THEN '0000000' ELSE 'M5UXCR1' END,
              'indirizzoSoggetto', 'VIA ROMA ' || (g % 200), 'provinciaSoggetto', 'NA', 'localitaSoggetto', 'NAPOLI',
              'localitaSoggettoCodiceIstat', '063049', 'capSoggetto', '80100',
              'dataDocumento', to_char(data AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'codiceStruttura', struttura,
              'idTipoDocumento', CASE WHEN nota THEN ${b.tipoNotaCredito} ELSE ${b.tipoFattura} END,
              'tipoDocumentoDescrizione', CASE WHEN nota THEN 'NOTA DI CREDITO' ELSE 'FATTURA' END,
              'idCausaleDocumento', NULL, 'causaleDocumentoDescrizione', '', 'idMetodoPagamento', NULL,
              'indirizzoDestinazione', 'IDEM', 'idMagazzino', '1', 'magazzinoDescrizione', 'GG',
              'marcaBolloVirtuale', true, 'marcaBolloNumero', '', 'opposizioneTs', false, 'causaleDocumento', NULL,
              'totaleImponibileDocumento', imponibile, 'totaleImpostaDocumento', imposta, 'totaleDocumento', imponibile + imposta,
              'marcaBolloImporto', bollo,
              'righeDocumento', jsonb_build_array(jsonb_build_object(
                'codiceArticolo', 'VMS', 'descrizione', 'VISITA MEDICO SPORTIVA', 'idUnitaMisura', ${b.unita}, 'unitaMisura', 'NR',
                'quantita', quantita, 'idMoltiplicatore', ${b.moltiplicatore}, 'descrizioneMoltiplicatore', 'Unità', 'moltiplicatore', 1,
                'prezzoUnitario', prezzo, 'sconto', 0, 'totaleRiga', imponibile,
                'idIva', CASE WHEN privato THEN ${b.ivaEsente} ELSE ${b.iva22} END,
                'descrizioneIva', CASE WHEN privato THEN 'Esente art. 10' ELSE 'IVA 22%' END,
                'aliquota', aliquota, 'natura', CASE WHEN privato THEN 'N4' END, 'idTipoSpesa', 0, 'codiceTipoSpesa', 'SP'))),
            data, data
       FROM numerate`,
    [n, fine, CODICI_FISCALI, PARTITE_IVA],
  );
  await client.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata, recorded_at)
     SELECT 'fatture-' || f.id, 'fatture', e.versione, e.tipo, e.dati, '{"userName": "bench"}', f.creato_il
       FROM fatture f
      CROSS JOIN LATERAL (VALUES
        (1, 'FatturaCreata', jsonb_build_object('id', f.id, 'destinatario', ${parte(DESTINATARIO)}, 'datiDocumento', ${parte(DATI_DOCUMENTO)})),
        (2, 'RigaFatturaAggiunta', jsonb_build_object('posizione', 1, 'riga', f.documento -> 'righeDocumento' -> 0)),
        (3, 'TotaliFatturaRicalcolati', jsonb_build_object('totali', ${parte(TOTALI)},
           'prima', '{"totaleImponibileDocumento": 0, "totaleImpostaDocumento": 0, "totaleDocumento": 0, "marcaBolloImporto": 0}'::jsonb)),
        (4, 'FatturaNumerata', jsonb_build_object('idNumeratore', f.id_numeratore, 'numero', f.numero, 'anno', f.anno, 'numeroDocumento', f.numero_documento))
      ) AS e(versione, tipo, dati)
      WHERE f.codice_struttura LIKE 'BENCH%'
      ORDER BY f.id, e.versione`,
  );
  await client.query(
    `UPDATE numeratori n SET valore = m.ultimo FROM (SELECT id_numeratore, max(numero) AS ultimo FROM fatture GROUP BY id_numeratore) m WHERE m.id_numeratore = n.id`,
  );
  await client.query('COMMIT');
}
