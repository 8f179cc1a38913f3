import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST/PUT /api/dataanalysisdatabasedriver (the screen edits only). */
export class DatabaseDriverDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Nome è obbligatorio' })
  @MaxLength(100, { message: 'Il campo Nome deve contenere al massimo 100 caratteri' })
  driverName!: string;

  @IsString({ message: 'Il campo JDBC Name è obbligatorio' })
  @MaxLength(100, { message: 'Il campo JDBC Name deve contenere al massimo 100 caratteri' })
  jdbcName!: string;

  @IsOptional()
  @IsString({ message: 'Il campo Classe Java deve essere un testo' })
  @MaxLength(200, { message: 'Il campo Classe Java deve contenere al massimo 200 caratteri' })
  className?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Query Fields Info deve essere un testo' })
  @MaxLength(10_000, { message: 'Il campo Query Fields Info deve contenere al massimo 10000 caratteri' })
  queryFieldsInfo?: string;
}
