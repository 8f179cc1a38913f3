import type { Projection, RecordEvent, RecordedEvent, Transaction } from '@registro/server-event-store';
import { SEZIONE_PRINTREPORT, SEZIONE_PRINTSERVER, TEMPLATE_CARICATO, type TemplateCaricato } from './printserver.events';

type PrintServerEvent = RecordEvent | TemplateCaricato;

interface Tabella {
  sezione: string;
  tabella: string;
  /** record field → column */
  colonne: Record<string, string>;
}

const PRINT_REPORT: Tabella = {
  sezione: SEZIONE_PRINTSERVER,
  tabella: 'print_report',
  colonne: { reportName: 'report_name', nomeFile: 'nome_file', descrizione: 'descrizione', versione: 'versione_report', stato: 'stato', testData: 'test_data' },
};

const REPORT_TIPI: Tabella = {
  sezione: SEZIONE_PRINTREPORT,
  tabella: 'print_report_tipi',
  colonne: { codiceTipoDocumento: 'codice_tipo_documento', descrizione: 'descrizione', master: 'master', subreport: 'subreport' },
};

async function applica(tx: Transaction, t: Tabella, e: RecordedEvent<PrintServerEvent>): Promise<void> {
  const id = Number(e.streamId.slice(t.sezione.length + 1));
  if (e.type === 'RecordCreated') {
    const v = e.data.values ?? {};
    const campi = Object.keys(t.colonne).filter((c) => v[c] !== undefined);
    await tx.query(
      `INSERT INTO ${t.tabella} (id, versione${campi.map((c) => `, ${t.colonne[c]}`).join('')})
       VALUES ($1, $2${campi.map((_, i) => `, $${i + 3}`).join('')})`,
      [id, e.streamVersion, ...campi.map((c) => v[c])],
    );
  } else if (e.type === 'RecordUpdated') {
    const changes = e.data.changes ?? {};
    const campi = Object.keys(changes).filter((c) => c in t.colonne);
    await tx.query(
      `UPDATE ${t.tabella} SET versione = $2${campi.map((c, i) => `, ${t.colonne[c]} = $${i + 3}`).join('')} WHERE id = $1`,
      [id, e.streamVersion, ...campi.map((c) => changes[c]?.dopo)],
    );
  } else if (e.type === 'RecordDeleted') {
    await tx.query(`DELETE FROM ${t.tabella} WHERE id = $1`, [id]);
  } else if (e.type === TEMPLATE_CARICATO && t === REPORT_TIPI) {
    const d = e.data;
    await tx.query(`UPDATE print_report_tipi SET versione = $2, nome_file = $3, formato = $4, sha256 = $5 WHERE id = $1`, [
      id,
      e.streamVersion,
      d.nomeFile,
      d.formato,
      d.sha256,
    ]);
  }
}

/** Inline projection of the print server records into `print_report` and of the report types into `print_report_tipi`. */
export const printServerProjection: Projection<PrintServerEvent> = {
  name: 'reporting-printserver',
  eventTypes: ['RecordCreated', 'RecordUpdated', 'RecordDeleted', TEMPLATE_CARICATO],

  async apply(tx: Transaction, events: RecordedEvent<PrintServerEvent>[]) {
    for (const e of events) {
      if (e.streamType === SEZIONE_PRINTSERVER) await applica(tx, PRINT_REPORT, e);
      else if (e.streamType === SEZIONE_PRINTREPORT) await applica(tx, REPORT_TIPI, e);
    }
  },

  async reset(tx: Transaction) {
    await tx.query('DELETE FROM print_report');
    await tx.query('DELETE FROM print_report_tipi');
  },
};
