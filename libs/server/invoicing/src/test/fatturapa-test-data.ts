import type { Pool } from 'pg';
import type { DocumentoFattura, Struttura } from '@registro/contracts';

/**
 * Rows the FatturaPA and Sistema TS specs insert directly into the context's read models (the
 * invoice aggregate's own tests cover how they are written). Ids from 9001, codes prefixed H3.
 */
export async function insertLookups(pool: Pool, struttura: Struttura): Promise<void> {
  await pool.query(
    `INSERT INTO strutture (id, codice_struttura, denominazione, partita_iva, codice_fiscale, regime_fiscale, indirizzo, numero_civico,
       cap, comune, provincia, nazione, codice_regione, codice_asl, codice_ssa, cf_proprietario, versione)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 1) ON CONFLICT DO NOTHING`,
    [struttura.id, struttura.codiceStruttura, struttura.denominazione, struttura.partitaIva, struttura.codiceFiscale, struttura.regimeFiscale,
      struttura.indirizzo, struttura.numeroCivico, struttura.cap, struttura.comune, struttura.provincia, struttura.nazione,
      struttura.codiceRegione, struttura.codiceAsl, struttura.codiceSsa, struttura.cfProprietario],
  );
  await pool.query(`INSERT INTO tipi_documento (id, codice_tipo_documento, descrizione_tipo_documento, tipo_documento_sdi, versione)
    VALUES (9001, 'H3F', 'FATTURA H3', 'TD01', 1), (9002, 'H3N', 'NOTA DI CREDITO H3', 'TD04', 1) ON CONFLICT DO NOTHING`);
  await pool.query(`INSERT INTO metodi_pagamento (id, descrizione_metodo_pagamento, codice_fatturapa, tracciato)
    VALUES (9001, 'BONIFICO H3', 'MP05', true), (9002, 'CONTANTI H3', 'MP01', false) ON CONFLICT DO NOTHING`);
  await pool.query(`INSERT INTO tabella_iva (id, descrizione_iva, aliquota_iva, natura, riferimento_normativo)
    VALUES (9004, 'ESENTE H3', 0, 'N4', 'Esente art. 10 c.1 n.18 DPR 633/72') ON CONFLICT DO NOTHING`);
}

/** An invoice row: the whole document in `documento` plus the columns the exports read. */
export async function insertFattura(pool: Pool, doc: DocumentoFattura): Promise<number> {
  await pool.query(
    `INSERT INTO fatture (id, versione, anno, numero_documento, data_documento, codice_struttura, id_tipo_documento, cognome_ragione_soggetto,
       nome_soggetto, codice_fiscale_soggetto, partita_iva_soggetto, codice_destinatario, id_metodo_pagamento, totale_documento, opposizione_ts, documento)
     VALUES ($1, 1, extract(year FROM $3::timestamptz), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [doc.id, doc.numeroDocumento, doc.dataDocumento, doc.codiceStruttura, doc.idTipoDocumento, doc.cognomeRagioneSoggetto, doc.nomeSoggetto,
      doc.codiceFiscaleSoggetto, doc.partitaIvaSoggetto, doc.codiceDestinatario, doc.idMetodoPagamento, doc.totaleDocumento, doc.opposizioneTs ?? false, JSON.stringify(doc)],
  );
  return doc.id;
}
