import type { DocumentoFattura } from '@registro/contracts';
import { eventsPerStream, numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { annoDocumento } from '../domain/anno-documento';
import { evolveFattura, type FatturaState } from '../domain/fattura.aggregate';
import { statoSdiDi } from '../domain/stato-sdi';
import { FATTURA_EVENT_TYPES, type FatturaEvent, type FatturaNumerataData } from '../domain/fattura.events';

const COLONNE = `id, versione, id_numeratore, numero, anno, numero_documento, data_documento, codice_struttura,
  id_tipo_documento, tipo_documento_descrizione, id_causale_documento, id_soggetto, cognome_ragione_soggetto,
  nome_soggetto, codice_fiscale_soggetto, partita_iva_soggetto, codice_destinatario, id_metodo_pagamento,
  totale_imponibile_documento, totale_imposta_documento, totale_documento, marca_bollo_importo, opposizione_ts,
  documento, creato_il, modificato_il`;

const UPSERT_FATTURA = `
  INSERT INTO fatture (${COLONNE})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
  ON CONFLICT (id) DO UPDATE SET
    versione = EXCLUDED.versione, id_numeratore = EXCLUDED.id_numeratore, numero = EXCLUDED.numero, anno = EXCLUDED.anno,
    numero_documento = EXCLUDED.numero_documento, data_documento = EXCLUDED.data_documento,
    codice_struttura = EXCLUDED.codice_struttura, id_tipo_documento = EXCLUDED.id_tipo_documento,
    tipo_documento_descrizione = EXCLUDED.tipo_documento_descrizione, id_causale_documento = EXCLUDED.id_causale_documento,
    id_soggetto = EXCLUDED.id_soggetto, cognome_ragione_soggetto = EXCLUDED.cognome_ragione_soggetto,
    nome_soggetto = EXCLUDED.nome_soggetto, codice_fiscale_soggetto = EXCLUDED.codice_fiscale_soggetto,
    partita_iva_soggetto = EXCLUDED.partita_iva_soggetto, codice_destinatario = EXCLUDED.codice_destinatario,
    id_metodo_pagamento = EXCLUDED.id_metodo_pagamento, totale_imponibile_documento = EXCLUDED.totale_imponibile_documento,
    totale_imposta_documento = EXCLUDED.totale_imposta_documento, totale_documento = EXCLUDED.totale_documento,
    marca_bollo_importo = EXCLUDED.marca_bollo_importo, opposizione_ts = EXCLUDED.opposizione_ts,
    documento = EXCLUDED.documento, modificato_il = EXCLUDED.modificato_il`;

/** The first export stays: a later download does not move it. */
const SEGNA_ESPORTATA = `UPDATE fatture SET esportata_il = $2 WHERE id = $1 AND esportata_il IS NULL`;

/** Where the invoice stands at the SDI (statoSdiDi): the list's "Stato SDI". */
const SEGNA_STATO_SDI = `UPDATE fatture SET stato_sdi = $2 WHERE id = $1 AND stato_sdi IS DISTINCT FROM $2`;

/** The recipient joins the customer directory, so the recipient search finds it next time. */
const UPSERT_CLIENTE = `
  INSERT INTO clienti (cognome, nome, identificativo, partita_iva, codice_destinatario, indirizzo, cap, localita, localita_codice_istat, provincia)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (identificativo, partita_iva, lower(cognome), lower(nome)) DO UPDATE SET
    codice_destinatario = EXCLUDED.codice_destinatario, indirizzo = EXCLUDED.indirizzo, cap = EXCLUDED.cap,
    localita = EXCLUDED.localita, localita_codice_istat = EXCLUDED.localita_codice_istat, provincia = EXCLUDED.provincia`;

interface RigaFatture {
  documento: DocumentoFattura;
  id_numeratore: number | null;
  numero: string | null;
  anno: number;
  creato_il: Date;
}

/** The parameters of UPSERT_FATTURA for a document. */
export function fatturaRowValues(
  doc: DocumentoFattura,
  versione: number,
  numerazione: Pick<FatturaNumerataData, 'idNumeratore' | 'numero' | 'anno'> | null,
  creatoIl: Date,
  modificatoIl: Date,
): unknown[] {
  return [
    doc.id,
    versione,
    numerazione?.idNumeratore ?? null,
    numerazione?.numero ?? null,
    numerazione?.anno ?? annoDocumento(doc.dataDocumento),
    doc.numeroDocumento,
    doc.dataDocumento,
    doc.codiceStruttura,
    doc.idTipoDocumento,
    doc.tipoDocumentoDescrizione,
    doc.idCausaleDocumento,
    doc.idSoggetto,
    doc.cognomeRagioneSoggetto,
    doc.nomeSoggetto,
    doc.codiceFiscaleSoggetto,
    doc.partitaIvaSoggetto,
    doc.codiceDestinatario,
    doc.idMetodoPagamento,
    doc.totaleImponibileDocumento,
    doc.totaleImpostaDocumento,
    doc.totaleDocumento,
    doc.marcaBolloImporto,
    doc.opposizioneTs ?? false,
    JSON.stringify(doc),
    creatoIl,
    modificatoIl,
  ];
}

export const UPSERT_FATTURA_SQL = UPSERT_FATTURA;

/** The parameters of the clienti upsert for a document's recipient. */
export function clienteValues(doc: DocumentoFattura): unknown[] {
  return [
    doc.cognomeRagioneSoggetto,
    doc.nomeSoggetto,
    doc.codiceFiscaleSoggetto,
    doc.partitaIvaSoggetto,
    doc.codiceDestinatario,
    doc.indirizzoSoggetto,
    doc.capSoggetto,
    doc.localitaSoggetto,
    doc.localitaSoggettoCodiceIstat,
    doc.provinciaSoggetto,
  ];
}

/**
 * Inline projection of the invoice stream into `fatture` (one row per invoice, the whole current
 * document in `documento`, the list's columns beside it, when it was first exported as XML, where it
 * stands at the SDI) and the
 * recipients into `clienti`.
 * Each stream's events of a batch are folded with the aggregate's own `evolve`, starting from the
 * stored document, and written once. Rebuildable: `reset` empties `fatture` (the customers stay:
 * their upsert is idempotent).
 */
export const fattureProjection: Projection<FatturaEvent> = {
  name: 'fatture',
  eventTypes: FATTURA_EVENT_TYPES,
  async apply(tx: Transaction, events: RecordedEvent<FatturaEvent>[]): Promise<void> {
    const perStream = eventsPerStream(events);

    for (const eventi of perStream.values()) {
      let state: FatturaState = null;
      let numerazione: Pick<FatturaNumerataData, 'idNumeratore' | 'numero' | 'anno'> | null = null;
      let creatoIl = eventi[0].recordedAt;
      if (eventi[0].type !== 'FatturaCreata') {
        const id = numericIdOfStream(eventi[0].streamId);
        const { rows } = await tx.query<RigaFatture>(`SELECT documento, id_numeratore, numero, anno, creato_il FROM fatture WHERE id = $1`, [id]);
        if (!rows[0]) continue;
        state = rows[0].documento;
        creatoIl = rows[0].creato_il;
        if (rows[0].id_numeratore !== null && rows[0].numero !== null)
          numerazione = { idNumeratore: rows[0].id_numeratore, numero: Number(rows[0].numero), anno: rows[0].anno };
      }
      let recipientChanged = false;
      let esportataIl: Date | undefined;
      for (const e of eventi) {
        state = evolveFattura(state, e);
        if (e.type === 'FatturaNumerata') numerazione = e.data;
        if (e.type === 'FatturaCreata' || e.type === 'DestinatarioFatturaCambiato') recipientChanged = true;
        if (e.type === 'FatturaElettronicaEsportata') esportataIl ??= e.recordedAt;
      }
      if (!state) continue;
      const last = eventi[eventi.length - 1];
      pipelineWrite(tx, UPSERT_FATTURA, fatturaRowValues(state, last.streamVersion, numerazione, creatoIl, last.recordedAt));
      if (esportataIl) pipelineWrite(tx, SEGNA_ESPORTATA, [state.id, esportataIl]);
      pipelineWrite(tx, SEGNA_STATO_SDI, [state.id, statoSdiDi(state)]);
      if (recipientChanged && state.cognomeRagioneSoggetto) pipelineWrite(tx, UPSERT_CLIENTE, clienteValues(state));
    }
  },
  async reset(tx: Transaction): Promise<void> {
    await tx.query('DELETE FROM fatture');
  },
};
