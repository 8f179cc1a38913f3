import type { Projection, RecordEvent, RecordedEvent, Transaction } from '@registro/server-event-store';
import { SEZIONE_CAUSALIDOCUMENTO, SEZIONE_NUMERATORI, SEZIONE_STRUTTURE, SEZIONE_TIPIDOCUMENTO } from './masterdata.events';

/** Read model of one record type: its table and record field → column. */
interface RecordTableMapping {
  table: string;
  columns: Record<string, string>;
}

const TABLES: Record<string, RecordTableMapping> = {
  [SEZIONE_STRUTTURE]: {
    table: 'strutture',
    columns: {
      codiceStruttura: 'codice_struttura',
      denominazione: 'denominazione',
      partitaIva: 'partita_iva',
      codiceFiscale: 'codice_fiscale',
      regimeFiscale: 'regime_fiscale',
      indirizzo: 'indirizzo',
      numeroCivico: 'numero_civico',
      cap: 'cap',
      comune: 'comune',
      provincia: 'provincia',
      nazione: 'nazione',
      codiceRegione: 'codice_regione',
      codiceAsl: 'codice_asl',
      codiceSsa: 'codice_ssa',
      cfProprietario: 'cf_proprietario',
    },
  },
  [SEZIONE_TIPIDOCUMENTO]: {
    table: 'tipi_documento',
    columns: {
      tipoDocumento: 'tipo_documento',
      codiceTipoDocumento: 'codice_tipo_documento',
      descrizioneTipoDocumento: 'descrizione_tipo_documento',
      codiceNumeratore: 'codice_numeratore',
      tipoDocumentoSdi: 'tipo_documento_sdi',
    },
  },
  [SEZIONE_CAUSALIDOCUMENTO]: {
    table: 'causali_documento',
    columns: {
      idTipoDocumento: 'id_tipo_documento',
      codiceTipoDocumento: 'codice_tipo_documento',
      codiceCausale: 'codice_causale',
      descrizioneCausale: 'descrizione_causale',
      operazioneMagazzino: 'operazione_magazzino',
      operazioneContabile: 'operazione_contabile',
      stampaPrezzi: 'stampa_prezzi',
      soggettiCollegati: 'soggetti_collegati',
      documentiCollegati: 'documenti_collegati',
    },
  },
  // valore: the events carry what was created or typed on the screen; numbering bumps the column in place (see NumeratoreAnno)
  [SEZIONE_NUMERATORI]: {
    table: 'numeratori',
    columns: { codice: 'codice', descrizione: 'descrizione', valore: 'valore', anno: 'anno', codiceStruttura: 'codice_struttura', note: 'note' },
  },
};

async function apply(tx: Transaction, t: RecordTableMapping, e: RecordedEvent<RecordEvent>): Promise<void> {
  const id = Number(e.streamId.slice(e.streamType.length + 1));
  if (e.type === 'RecordCreated') {
    const v = (e.data.values ?? {}) as Record<string, unknown>;
    const fields = Object.keys(t.columns).filter((c) => v[c] !== undefined);
    await tx.query(
      `INSERT INTO ${t.table} (id, versione${fields.map((c) => `, ${t.columns[c]}`).join('')})
       VALUES ($1, $2${fields.map((_, i) => `, $${i + 3}`).join('')})`,
      [id, e.streamVersion, ...fields.map((c) => v[c])],
    );
  } else if (e.type === 'RecordUpdated') {
    const changes = (e.data.changes ?? {}) as Record<string, { dopo?: unknown } | undefined>;
    const fields = Object.keys(changes).filter((c) => c in t.columns);
    await tx.query(`UPDATE ${t.table} SET versione = $2${fields.map((c, i) => `, ${t.columns[c]} = $${i + 3}`).join('')} WHERE id = $1`, [
      id,
      e.streamVersion,
      ...fields.map((c) => changes[c]?.dopo),
    ]);
  } else if (e.type === 'RecordDeleted') {
    await tx.query(`DELETE FROM ${t.table} WHERE id = $1`, [id]);
  }
}

/** Inline projection of the invoicing records into strutture, tipi_documento, causali_documento and numeratori. */
export const masterDataProjection: Projection<RecordEvent> = {
  name: 'invoicing-masterdata',
  eventTypes: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],

  async apply(tx: Transaction, events: RecordedEvent<RecordEvent>[]) {
    for (const e of events) {
      const t = TABLES[e.streamType];
      if (t) await apply(tx, t, e);
    }
  },

  async reset(tx: Transaction) {
    for (const t of Object.values(TABLES)) await tx.query(`DELETE FROM ${t.table}`);
  },
};
