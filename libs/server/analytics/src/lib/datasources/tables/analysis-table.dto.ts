import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST/PUT /api/dataanalysistables: an entry of the tables catalogue. */
export class AnalysisTableDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Nome DB è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nome DB deve contenere al massimo 200 caratteri' })
  dbName!: string;

  @IsString({ message: 'Il campo Nome Vista è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nome Vista deve contenere al massimo 200 caratteri' })
  viewName!: string;

  @IsOptional()
  @IsString({ message: 'Il campo Note deve essere un testo' })
  @MaxLength(2000, { message: 'Il campo Note deve contenere al massimo 2000 caratteri' })
  note?: string;
}
