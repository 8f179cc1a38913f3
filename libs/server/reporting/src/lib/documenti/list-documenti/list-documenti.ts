import { Controller } from '@nestjs/common';
import { SEZIONE, type DocumentoArchiviato } from '@registro/contracts';
import { ListEndpoint, listUseCase } from '@registro/server-platform';
import { DOCUMENTI_EXCEL } from './documenti-excel';
import { documentiListSql } from './documenti-list-sql';
import { ListDocumentiFilters } from './list-documenti.dto';

/**
 * The Archivio Documenti (spec 1 §7): GET /api/documentrepository (50 per page, latest refertazione
 * first) and POST /api/documentrepository/excel (the whole filtered list, not only the page on screen).
 */
export const listDocumenti = listUseCase<ListDocumentiFilters, DocumentoArchiviato>({
  permission: [SEZIONE.documentrepository, 'visualizza'],
  filters: ListDocumentiFilters,
  forPage: 50,
  sql: (filtri) => documentiListSql(filtri),
  excel: DOCUMENTI_EXCEL,
});

@Controller('documentrepository')
export class ListDocumentiEndpoint extends ListEndpoint(listDocumenti) {}
