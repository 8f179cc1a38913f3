import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Query parameters every server-paged list accepts (page is 0-based). */
export class PagedQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il parametro page deve essere un numero intero' })
  @Min(0, { message: 'Il parametro page non può essere negativo' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il parametro forPage deve essere un numero intero' })
  @Min(1, { message: 'Il parametro forPage deve essere almeno 1' })
  @Max(1_000_000_000, { message: 'Il parametro forPage è troppo grande' })
  forPage?: number;
}

/** An optional text filter of a list. */
export const TextFilter = (field: string) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `Il filtro ${field} deve essere un testo` }),
    MaxLength(200, { message: `Il filtro ${field} è troppo lungo` }),
  );

/** A filter value as an ILIKE "contains" pattern, wildcards escaped; null when empty. */
export function containsPattern(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? `%${v.replace(/[\\%_]/g, '\\$&')}%` : null;
}

/** A LIKE pattern matching the text as a prefix (its % and _ escaped), or null when empty. */
export function prefixPattern(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? `${v.replace(/[\\%_]/g, '\\$&')}%` : null;
}
