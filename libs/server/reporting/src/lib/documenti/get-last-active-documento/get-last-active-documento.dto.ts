import { IsOptional, IsString, Matches } from 'class-validator';

/** GET documentrepository/lastactive/:id?sezione= : the section whose record :id is (optional; empty is none), any case. */
export class LastActiveQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro sezione non è valido' })
  @Matches(/^([a-z][a-z0-9_]{0,62})?$/i, { message: 'Il parametro sezione non è valido' })
  sezione?: string;
}
