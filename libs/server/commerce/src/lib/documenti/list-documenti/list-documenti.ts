import { Controller } from '@nestjs/common';
import { ListEndpoint, listUseCase } from '@registro/server-platform';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { DOCUMENTI_EXCEL, documentiListSql } from './documenti-list-sql';
import { ListDocumentiDto } from './list-documenti.dto';

/** Spec 3 §9: 50 documents per page. */
const PER_PAGINA = 50;

/** The documents of the principal store: GET /api/paperclean/documenti and POST …/excel, by type and number, newest first. */
export const listDocumenti = listUseCase({
  permission: [SEZIONE_DOCUMENTI, 'visualizza'],
  filters: ListDocumentiDto,
  forPage: PER_PAGINA,
  sql: (filtri: ListDocumentiDto) => documentiListSql('P', filtri),
  excel: DOCUMENTI_EXCEL,
});

/** The documents of the archive: GET /api/paperclean/documenti/a and POST …/a/excel. */
export const listDocumentiArchivio = listUseCase({ ...listDocumenti, path: 'a', sql: (filtri: ListDocumentiDto) => documentiListSql('A', filtri) });

@Controller('paperclean/documenti')
export class ListDocumentiEndpoint extends ListEndpoint(listDocumenti) {}

@Controller('paperclean/documenti')
export class ListDocumentiArchivioEndpoint extends ListEndpoint(listDocumentiArchivio) {}
