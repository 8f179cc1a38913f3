import type { FiltriFattureRicevute } from '@registro/contracts';
import { DayFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The received invoices' filters: texts up to 200 characters, days (Dal/Al) on the Rome calendar. */
export class ListFattureRicevuteFilters extends PagedQueryDto implements Omit<FiltriFattureRicevute, 'dataDal' | 'dataAl' | 'scadenzaDal' | 'scadenzaAl'> {
  @TextFilter('fornitore') fornitore?: string;
  @TextFilter('numero') numero?: string;
  @DayFilter('Data Dal') dataDal?: Date;
  @DayFilter('Data Al') dataAl?: Date;
  @TextFilter('tipoDocumento') tipoDocumento?: string;
  @DayFilter('Scadenza Dal') scadenzaDal?: Date;
  @DayFilter('Scadenza Al') scadenzaAl?: Date;
}

export type FattureRicevuteFilters = Omit<ListFattureRicevuteFilters, 'page' | 'forPage'>;
