import { IsInt, IsOptional, IsString, Min } from 'class-validator';

/**
 * DELETE documentrepository/:id?motivo=&versione= : why the document is cancelled (optional, cut
 * to 500 characters) and the version the user saw (optional): a signature added since is 409, the
 * sending to the FSE (an operational fact) is not.
 */
export class CancelDocumentoQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro motivo deve essere un testo' })
  motivo?: string;

  @IsOptional()
  @IsInt({ message: 'Il parametro versione deve essere un numero intero' })
  @Min(1, { message: 'Il parametro versione deve essere un numero intero' })
  versione?: number;
}
