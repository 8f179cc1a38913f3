import { Controller } from '@nestjs/common';
import { ETICHETTA_STATO_SDI, type DocumentoFatturaElenco } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { fattureCountSql, fattureListSql } from './fatture-list-sql';
import { ListFattureFilters } from './list-fatture.dto';

/** The invoice list as the screen shows it. */
export const FATTURE_EXCEL: ExcelSheet<DocumentoFatturaElenco> = {
  fileName: 'Fatture_',
  columns: [
    column('Data', 'dataDocumento', 'date'),
    column('Num.', 'numeroDocumento'),
    column('Tipo Documento', 'tipoDocumentoDescrizione'),
    { header: 'Ragione Sociale', value: (r) => `${r.cognomeRagioneSoggetto} ${r.nomeSoggetto}`.trim(), type: 'text', width: 40 },
    column('Totale', 'totaleDocumento', 'money'),
    { header: 'Stato SDI', value: (r) => (r.statoSdi ? ETICHETTA_STATO_SDI[r.statoSdi] : ''), type: 'text', width: 18 },
  ],
};

/** GET /api/documenti (100 per page, newest first) and POST /api/documenti/excel, with the list's filters. */
export const listFatture = listUseCase<ListFattureFilters, DocumentoFatturaElenco>({
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
  filters: ListFattureFilters,
  forPage: 100,
  sql: fattureListSql,
  total: fattureCountSql,
  excel: FATTURE_EXCEL,
});

@Controller('documenti')
export class ListFattureEndpoint extends ListEndpoint(listFatture) {}
