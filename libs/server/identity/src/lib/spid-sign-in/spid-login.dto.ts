import { IsOptional, IsString } from 'class-validator';

/** GET spidlogin?code= : the one-time code the SPID sign-in left (checked by SpidCodeExchange). */
export class SpidLoginQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro code deve essere un testo' })
  code?: string;
}
