import type { PageRequest } from '@registro/server-platform';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import type { ListDocumentiDto } from './list-documenti.dto';

/** GET /api/paperclean/documenti (P) or /a (A): 50 per page, newest first; without a page, every row (the Excel download). */
export class ListDocumentiQuery {
  constructor(
    readonly store: StoreDocumento,
    readonly filtri: Pick<ListDocumentiDto, 'tipo' | 'numero'>,
    readonly page: PageRequest,
  ) {}
}

/** POST /api/paperclean/documenti/excel (P) or /a/excel (A): every row of the filtered list, in its order. */
export class ExportDocumentiQuery {
  constructor(
    readonly store: StoreDocumento,
    readonly filtri: Pick<ListDocumentiDto, 'tipo' | 'numero'>,
  ) {}
}
