import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** The form-encoded body of POST /api/token; the credentials travel in the Basic header. */
export class SignInDto {
  @IsIn(['password'], { message: 'Il campo grant_type deve valere password' })
  grant_type!: string;

  @IsOptional()
  @IsString({ message: 'Il campo client_id deve essere un testo' })
  @MaxLength(200, { message: 'Il campo client_id è troppo lungo' })
  client_id?: string;

  @IsOptional()
  @IsString({ message: 'Il campo client_secret deve essere un testo' })
  @MaxLength(200, { message: 'Il campo client_secret è troppo lungo' })
  client_secret?: string;

  @IsOptional()
  @IsString({ message: 'Il campo username deve essere un testo' })
  @MaxLength(200, { message: 'Il campo username è troppo lungo' })
  username?: string;
}
