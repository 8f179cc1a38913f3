import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** POST/PUT /api/dataanalysisdatasources: an empty password on update keeps the stored one. */
export class DataSourceDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsInt({ message: 'Il campo Driver è obbligatorio' })
  driver!: number;

  @IsString({ message: 'Il campo Nome è obbligatorio' })
  @MaxLength(100, { message: 'Il campo Nome deve contenere al massimo 100 caratteri' })
  datasourceName!: string;

  @IsOptional()
  @IsString({ message: 'Il campo Host deve essere un testo' })
  @MaxLength(255, { message: 'Il campo Host deve contenere al massimo 255 caratteri' })
  host?: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'Il campo Porta deve essere un numero intero' })
  @Min(1, { message: 'Il campo Porta deve essere tra 1 e 65535' })
  @Max(65535, { message: 'Il campo Porta deve essere tra 1 e 65535' })
  port?: number | null;

  @IsOptional()
  @IsString({ message: 'Il campo Database deve essere un testo' })
  @MaxLength(128, { message: 'Il campo Database deve contenere al massimo 128 caratteri' })
  database?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Username deve essere un testo' })
  @MaxLength(128, { message: 'Il campo Username deve contenere al massimo 128 caratteri' })
  username?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Password deve essere un testo' })
  @MaxLength(200, { message: 'Il campo Password deve contenere al massimo 200 caratteri' })
  password?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Stringa di connessione deve essere un testo' })
  @MaxLength(1000, { message: 'Il campo Stringa di connessione deve contenere al massimo 1000 caratteri' })
  jdbcUrl?: string;
}
