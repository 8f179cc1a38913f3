import { IsOptional, IsString } from 'class-validator';

/** GET documentrepository/lastactive/:id?sezione= : the section whose record :id is (optional). */
export class LastActiveQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro sezione non è valido' })
  sezione?: string;
}
