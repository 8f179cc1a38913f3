import { ChoiceFilter, TextFilter, PagedQueryDto, TimestampField } from '@registro/server-platform';

/** The logs' filters, GET /api/logs and POST /api/logs/excel (page is 0-based). */
export class ListLogsFilters extends PagedQueryDto {
  /** instants through the date codec (epoch ms or ISO 8601; a day without a time: the whole day in Rome) */
  @TimestampField('Data Dal') dataDal?: Date;
  @TimestampField('Data Al', { upTo: true }) dataAl?: Date;
  @TextFilter('sezione') sezione?: string;
  @TextFilter('username') username?: string;
  @TextFilter('descrizioneEvento') descrizioneEvento?: string;
  @TextFilter('ip') ip?: string;
  @TextFilter('userAgent') userAgent?: string;
  @TextFilter('idRisorsa') idRisorsa?: string;

  @ChoiceFilter('stato', ['INFO', 'WARNING', 'ERROR']) stato?: string;
  @ChoiceFilter('orderDirection', ['ASC', 'DESC'], { parametro: true }) orderDirection?: 'ASC' | 'DESC';
}

/** The filters without the paging. */
export type LogFilters = Omit<ListLogsFilters, 'page' | 'forPage'>;
