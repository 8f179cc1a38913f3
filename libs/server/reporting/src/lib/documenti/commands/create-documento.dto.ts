import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import type { DocumentoDaFirmare } from '@registro/contracts';
import { TimestampField } from '@registro/server-platform';

/** POST /api/allegati: a document to archive (and sign later). */
export class CreateDocumentoDto implements Omit<DocumentoDaFirmare, 'dataRefertazione'> {
  @IsDefined() @Type(() => Number) @IsInt() @Min(1, { message: 'Salvare prima di effettuare la validazione.' }) idRisorsa!: number;
  /** whose document it is: a patient's user id (GET documentrepository/personali); null = nobody's */
  @IsOptional() @ValidateIf((_, v) => v !== null) @Type(() => Number) @IsInt({ message: 'Il campo idAnagrafica deve essere un numero intero' }) idAnagrafica?: number | null;
  @IsNotEmpty() @IsString() @MaxLength(300) nomeFile!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) size!: number;
  @IsNotEmpty() @IsString() file!: string;
  @IsOptional() @IsIn(['application/pdf'], { message: 'Sono ammessi solo documenti PDF (tipo application/pdf)' }) tipo!: 'application/pdf';
  @IsOptional() @IsString() @MaxLength(500) descrizione!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) tipoDocumento!: string;
  @IsOptional() @IsString() @MaxLength(63) sezione?: string;
  /** a timestamp through the date codec (epoch ms or ISO 8601); now when absent */
  @TimestampField('Data Refertazione') dataRefertazione?: Date;
}
