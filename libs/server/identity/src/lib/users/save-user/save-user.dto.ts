import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The body of POST /api/users and PUT /api/users/:id: the user form (spec 1 §3, user). id,
 * profilo and statoUtenza are accepted because the form sends the loaded record back, and ignored.
 */
export class SaveUserDto {
  @IsOptional() id?: unknown;
  @IsOptional() profilo?: unknown;
  @IsOptional() statoUtenza?: unknown;

  @IsOptional()
  @IsString({ message: 'Il campo Username deve essere un testo' })
  @MaxLength(100, { message: 'Il campo Username deve contenere al massimo 100 caratteri' })
  username?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Nome deve essere un testo' })
  @MaxLength(100, { message: 'Il campo Nome deve contenere al massimo 100 caratteri' })
  firstname?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Cognome deve essere un testo' })
  @MaxLength(100, { message: 'Il campo Cognome deve contenere al massimo 100 caratteri' })
  lastname?: string;

  @IsOptional()
  @IsEmail({}, { message: 'Il campo Email deve essere un indirizzo email valido' })
  @MaxLength(200, { message: 'Il campo Email deve contenere al massimo 200 caratteri' })
  email?: string;

  @IsOptional()
  @IsInt({ message: 'Il campo Gruppo non è valido' })
  idGruppo?: number;

  /** epoch ms (as GET /api/users/:id shows it) or an ISO date; null = never expires */
  @IsOptional() scadenzaUtenza?: number | string | null;

  @IsOptional()
  @IsString({ message: 'Il campo Password deve essere un testo' })
  @MaxLength(200, { message: 'Il campo Password deve contenere al massimo 200 caratteri' })
  password?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Verifica Password deve essere un testo' })
  @MaxLength(200, { message: 'Il campo Verifica Password deve contenere al massimo 200 caratteri' })
  verificaPassword?: string;

  @IsOptional()
  @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' })
  attivo?: boolean;
}
