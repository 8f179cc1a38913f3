import { IsOptional, IsString } from 'class-validator';

/** DELETE documentrepository/:id?motivo= : why the document is cancelled (optional, cut to 500 characters). */
export class CancelDocumentoQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro motivo deve essere un testo' })
  motivo?: string;
}
