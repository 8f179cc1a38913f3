import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST/PUT /api/dataanalysisquery. */
export class AnalysisQueryDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Titolo è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Titolo deve contenere al massimo 200 caratteri' })
  title!: string;

  @IsOptional()
  @IsString({ message: 'Il campo Descrizione deve essere un testo' })
  @MaxLength(1000, { message: 'Il campo Descrizione deve contenere al massimo 1000 caratteri' })
  descrizione?: string;

  @IsInt({ message: 'Il campo Data Source è obbligatorio' })
  idDatasource!: number;

  @IsOptional()
  @IsString({ message: 'Il campo Query Grafico deve essere un testo' })
  @MaxLength(100_000, { message: 'Il campo Query Grafico deve contenere al massimo 100000 caratteri' })
  sqlGraphicQuery?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Query Analitica deve essere un testo' })
  @MaxLength(100_000, { message: 'Il campo Query Analitica deve contenere al massimo 100000 caratteri' })
  sqlAnaliticQuery?: string;
}
