import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDate, IsIn, IsOptional } from 'class-validator';
import { TextFilter, PagedQueryDto } from '@registro/server-platform';

/**
 * Epoch milliseconds or an ISO date; anything else stays an invalid Date and fails @IsDate.
 * Reads the raw query value: the pipe's implicit conversion has already run `new Date(value)`.
 */
const istante = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const value = obj[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return new Date(NaN);
  return new Date(/^-?\d+$/.test(value) ? Number(value) : value);
};

const DateFilter = (field: string) =>
  applyDecorators(
    IsOptional(),
    Transform(istante),
    IsDate({ message: `Il filtro ${field} deve essere una data valida` }),
  );

/** The logs' filters, GET /api/logs and POST /api/logs/excel (page is 0-based). */
export class ListLogsFilters extends PagedQueryDto {
  @DateFilter('dataDal') dataDal?: Date;
  @DateFilter('dataAl') dataAl?: Date;
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
