import { Type } from 'class-transformer';
import { IsArray, IsInt, IsObject, IsOptional, Min, ValidateNested } from 'class-validator';
import { ListFattureFilters } from '../../../fatture/list-fatture/list-fatture.dto';

/**
 * The body of POST /api/documenti/fatturaelettronica/zip: the invoices chosen in the list (`ids`)
 * or the list's filters as they are (`filtri`, the same fields as GET documenti; `page` and
 * `forPage` are ignored). With both, the ids.
 */
export class ExportFattureZipDto {
  @IsOptional()
  @IsArray({ message: 'Il campo ids deve essere una lista' })
  @IsInt({ each: true, message: 'Il campo ids deve contenere numeri interi' })
  @Min(1, { each: true, message: 'Il campo ids deve contenere numeri interi positivi' })
  ids?: number[];

  @IsOptional()
  @IsObject({ message: 'Il campo filtri deve essere un oggetto' })
  @ValidateNested({ message: 'Il campo filtri deve essere un oggetto' })
  @Type(() => ListFattureFilters)
  filtri?: ListFattureFilters;
}
