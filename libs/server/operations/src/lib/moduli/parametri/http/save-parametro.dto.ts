import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST/PUT /api/configparameter: the record as the edit page sends it (id is the path's). */
export class SaveParametroDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Nome è obbligatorio' })
  @MaxLength(100, { message: 'Il campo Nome deve contenere al massimo 100 caratteri' })
  nome!: string;

  @IsOptional() @IsString() @MaxLength(50, { message: 'Il campo Tipo deve contenere al massimo 50 caratteri' }) tipo?: string;
  @IsOptional() @IsString() @MaxLength(2000, { message: 'Il campo Note deve contenere al massimo 2000 caratteri' }) note?: string;

  @IsString({ message: 'Il campo Parametro è obbligatorio' })
  @MaxLength(100_000, { message: 'Il campo Parametro è troppo lungo' })
  parametro!: string;
}
