import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { DayFilter, TextFilter } from '@registro/server-platform';

/**
 * GET sistemats/730?codiceStruttura=&dataDal=&dataAl= (and the invoice list's other filters,
 * numeroDocumento, tipoDocumentoDescrizione, cognomeRagioneSoggetto, as GET documenti reads them): every problem in one 400. The dates are days
 * through the date codec: AAAA-MM-GG, or a timestamp (epoch ms, ISO 8601) read as its day in Rome.
 */
export class Export730QueryDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'Il codice struttura è obbligatorio' })
  @IsString({ message: 'Il codice struttura è obbligatorio' })
  codiceStruttura!: string;

  @DayFilter('Data Dal', { required: true }) dataDal!: Date;
  @DayFilter('Data Al', { required: true }) dataAl!: Date;

  @TextFilter('numeroDocumento') numeroDocumento?: string;
  @TextFilter('tipoDocumentoDescrizione') tipoDocumentoDescrizione?: string;
  @TextFilter('cognomeRagioneSoggetto') cognomeRagioneSoggetto?: string;
}
