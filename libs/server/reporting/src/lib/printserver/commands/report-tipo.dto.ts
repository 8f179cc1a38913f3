import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/printreporttipi: the record as the edit page sends it (id is the path's). */
export class ReportTipoDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Codice Documento è obbligatorio' })
  @MaxLength(50, { message: 'Il campo Codice Documento deve contenere al massimo 50 caratteri' })
  codiceTipoDocumento!: string;

  @IsOptional() @IsString() @MaxLength(500, { message: 'Il campo Descrizione deve contenere al massimo 500 caratteri' }) descrizione?: string;
  @IsOptional() @IsString() @MaxLength(200, { message: 'Il campo MasterReport deve contenere al massimo 200 caratteri' }) master?: string;
  @IsOptional() @IsString() @MaxLength(200, { message: 'Il campo SubReport deve contenere al massimo 200 caratteri' }) subreport?: string;
}

/** POST /api/printreporttipi/upload. */
export class UploadReportTipoDto {
  @IsString({ message: 'Il nome del file è obbligatorio' })
  @MaxLength(255, { message: 'Il nome del file deve contenere al massimo 255 caratteri' })
  name!: string;

  @IsString({ message: 'Il contenuto del file è obbligatorio' })
  base64!: string;

  @IsInt({ message: 'Il campo idReportTipo deve essere un numero intero' })
  idReportTipo!: number;
}

/** GET /api/printreporttipi and POST /api/printreporttipi/excel: the list's filters. */
export class ReportTipoFiltersDto extends PagedQueryDto {
  @TextFilter('codiceTipoDocumento') codiceTipoDocumento?: string;
  @TextFilter('subreport') subreport?: string;
}
