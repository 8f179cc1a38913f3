import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/dataanalysisgruppodashboard: profilo (a group's name) and idDashboard, both required. */
export class DashboardGruppoDto {
  @IsOptional() @IsInt() id?: number;

  @IsOptional()
  @IsString({ message: 'Il campo Profilo deve essere un testo' })
  @MaxLength(100, { message: 'Il campo Profilo deve contenere al massimo 100 caratteri' })
  profilo?: string | null;

  @IsOptional()
  @IsInt({ message: 'Il campo Dashboard deve essere l\'id di una dashboard' })
  idDashboard?: number | null;
}

/** GET /api/dataanalysisgruppodashboard: the profile (exact name) and the dashboard chosen in the filters. */
export class DashboardGruppoFiltersDto extends PagedQueryDto {
  @TextFilter('profilo') profilo?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il filtro idDashboard deve essere un numero intero' })
  @Min(1, { message: 'Il filtro idDashboard deve essere un numero intero positivo' })
  idDashboard?: number;
}
