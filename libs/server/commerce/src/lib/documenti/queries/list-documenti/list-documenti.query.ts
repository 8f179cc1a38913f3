import type { PageRequest } from '@registro/server-platform';
import type { StoreDocumento } from '../../domain/documento-commerciale.events';

export interface FiltriDocumenti {
  tipo?: string;
  numero?: string;
}

/** GET /api/paperclean/documenti (P) or /a (A): 50 per page, newest first. */
export class ListDocumentiQuery {
  constructor(
    readonly store: StoreDocumento,
    readonly filtri: FiltriDocumenti,
    readonly page: PageRequest,
  ) {}
}
