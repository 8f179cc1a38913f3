import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { TextFilter, PagedQueryDto, TimestampField } from '@registro/server-platform';

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

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsIn(['INFO', 'WARNING', 'ERROR'], { message: 'Il filtro stato deve essere INFO, WARNING o ERROR' })
  stato?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsIn(['ASC', 'DESC'], { message: 'Il parametro orderDirection deve essere ASC o DESC' })
  orderDirection?: 'ASC' | 'DESC';
}

/** The filters without the paging. */
export type LogFilters = Omit<ListLogsFilters, 'page' | 'forPage'>;
