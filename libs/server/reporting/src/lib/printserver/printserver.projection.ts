import { recordTablesProjection } from '@registro/server-platform';
import { SEZIONE_PRINTREPORT, SEZIONE_PRINTSERVER, TEMPLATE_CARICATO } from './printserver.events';

/** Inline projection of the print server records into `print_report` and of the report types (and their uploads) into `print_report_tipi`. */
export const printServerProjection = recordTablesProjection('reporting-printserver', {
  [SEZIONE_PRINTSERVER]: {
    table: 'print_report',
    columns: { reportName: 'report_name', nomeFile: 'nome_file', descrizione: 'descrizione', versione: 'versione_report', stato: 'stato', testData: 'test_data' },
  },
  [SEZIONE_PRINTREPORT]: {
    table: 'print_report_tipi',
    columns: { codiceTipoDocumento: 'codice_tipo_documento', descrizione: 'descrizione', master: 'master', subreport: 'subreport' },
    events: { [TEMPLATE_CARICATO]: { nomeFile: 'nome_file', formato: 'formato', sha256: 'sha256' } },
  },
});
