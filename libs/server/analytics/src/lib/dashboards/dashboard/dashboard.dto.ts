import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_FOR_PAGE, PagedQueryDto } from '@registro/server-platform';

/** POST/PUT /api/dataanalysisdashboard: `dashboard` is the spec's JSON string (checked by parseDashboardContent). */
export class DashboardDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Titolo è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Titolo deve contenere al massimo 200 caratteri' })
  title!: string;

  @IsOptional()
  @IsString({ message: 'Il campo Descrizione deve essere un testo' })
  @MaxLength(1000, { message: 'Il campo Descrizione deve contenere al massimo 1000 caratteri' })
  descrizione?: string;

  @IsOptional()
  @IsString({ message: 'Il campo dashboard deve essere un testo JSON' })
  @MaxLength(200_000, { message: 'Il campo dashboard è troppo lungo' })
  dashboard?: string;
}

/**
 * GET /api/dataanalysisdashboard: page and forPage; forPage 0 is "all" (the dropdowns of spec 2 §7
 * load with limit and page 0), that is the largest page the API serves.
 */
export class DashboardFiltersDto extends PagedQueryDto {
  @IsOptional()
  @Transform(({ value }) => (Number(value) === 0 && value !== '' ? MAX_FOR_PAGE : value))
  @Type(() => Number)
  @IsInt({ message: 'Il parametro forPage deve essere un numero intero' })
  @Min(1, { message: 'Il parametro forPage deve essere almeno 1' })
  @Max(1_000_000_000, { message: 'Il parametro forPage è troppo grande' })
  override forPage?: number;
}
