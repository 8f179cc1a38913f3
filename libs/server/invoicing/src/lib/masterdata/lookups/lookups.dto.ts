import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { TextFilter } from '@registro/server-platform';
import { MAX_TARIFFE_FOR_PAGE } from './list-tariffe';

/** GET /api/clienti. */
export class ClientiQueryDto {
  @TextFilter('ragioneSoggetto') ragioneSoggetto?: string;
}

/** GET /api/leonidaaccettazionetariffe: page is 1-based as the admission client sends it (page=1&forPage=10000); 0 is the first page too. */
export class TariffeQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il parametro page deve essere un numero intero' })
  @Min(0, { message: 'Il parametro page non può essere negativo' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il parametro forPage deve essere un numero intero' })
  @Min(1, { message: 'Il parametro forPage deve essere almeno 1' })
  @Max(MAX_TARIFFE_FOR_PAGE, { message: `Il parametro forPage deve essere al massimo ${MAX_TARIFFE_FOR_PAGE}` })
  forPage?: number;
}
