import type { DocumentoArchiviato } from '@registro/contracts';
import { column, type ExcelSheet } from '@registro/server-platform';

/** POST /api/documentrepository/excel: the columns of the Archivio Documenti list, as the screen shows them. */
export const DOCUMENTI_EXCEL: ExcelSheet<DocumentoArchiviato> = {
  fileName: 'ArchivioDocumenti_',
  columns: [
    { header: 'Documento', value: (d) => d.descrizione || d.nomeFile, width: 40 },
    column('Nome File', 'nomeFile', 'text', 30),
    column('Tipo Documento', 'tipoDocumento'),
    { header: 'Risorsa', value: (d) => `#${d.idRisorsa} ${d.sezione}` },
    column('Versione', 'versione', 'integer'),
    column('Data Refertazione', 'dataRefertazione', 'datetime', 20),
    { header: 'Firma', value: (d) => (d.firmato ? 'Firmato' : 'Da firmare') },
    { header: 'FSE', value: (d) => (d.inviatoFse ? 'Inviato FSE' : 'Non inviato') },
  ],
};
