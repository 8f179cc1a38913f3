import { Type } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import { TextFilter, PagedQueryDto } from '@registro/server-platform';

/** GET documentrepository and POST documentrepository/excel: page, forPage and the Archivio Documenti filters (dates in epoch ms). */
export class ListDocumentiFilters extends PagedQueryDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'Il filtro idRisorsa deve essere un numero intero' }) idRisorsa?: number;
  @TextFilter('sezione') sezione?: string;
  @TextFilter('tipoDocumento') tipoDocumento?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'Il filtro dataDal deve essere una data in millisecondi' }) dataDal?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'Il filtro dataAl deve essere una data in millisecondi' }) dataAl?: number;
}
