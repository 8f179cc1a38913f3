import { IsOptional, IsString } from 'class-validator';

/** GET sistemats/730?codiceStruttura=&dataDal=&dataAl= (days, YYYY-MM-DD; export730QueryFrom lists every problem). */
export class Export730QueryDto {
  @IsOptional()
  @IsString({ message: 'Il codice struttura è obbligatorio' })
  codiceStruttura?: string;

  @IsOptional()
  @IsString({ message: 'Data Dal obbligatoria nel formato AAAA-MM-GG' })
  dataDal?: string;

  @IsOptional()
  @IsString({ message: 'Data Al obbligatoria nel formato AAAA-MM-GG' })
  dataAl?: string;
}
