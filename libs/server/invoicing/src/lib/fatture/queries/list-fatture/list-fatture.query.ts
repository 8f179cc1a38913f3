import type { FiltriFatture } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';

/** GET /api/documenti: 100 per page, newest first, with the list's filters. */
export class ListFattureQuery {
  constructor(
    readonly filtri: FiltriFatture,
    readonly page: PageRequest,
  ) {}
}
