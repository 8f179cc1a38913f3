import { STATI_ESECUZIONE } from '@registro/contracts';
import { ChoiceFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

/**
 * GET /api/gesantask and POST gesantask/excel: nome contains, stato is, esito is the last run's
 * state; blank filters nothing.
 * The list is every task (the client pages): page and forPage, which an export sends with the
 * list's filters, are accepted and read by nobody.
 */
export class ListTasksFilters extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
  @TextFilter('stato') stato?: string;
  /** the last run's state (Home's failed tasks counter links with ERRORE) */
  @ChoiceFilter('Esito', STATI_ESECUZIONE) esito?: string;
}
