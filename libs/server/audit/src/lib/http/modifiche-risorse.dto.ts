import { IsOptional, IsString } from 'class-validator';
import { PagedQueryDto } from '@registro/server-platform';

/** ?sezione=&idRisorsa= of a record's history (checked by readRisorsa, which lists every problem). */
export class HistoryQueryDto extends PagedQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro sezione non è valido' })
  sezione?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro idRisorsa non è valido' })
  idRisorsa?: string;
}

/** ?sezione=&idRisorsa=&al= : a record's state at an instant (epoch ms or ISO 8601, read by readAl through the date codec). */
export class StateAtQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro sezione non è valido' })
  sezione?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro idRisorsa non è valido' })
  idRisorsa?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro al non è una data valida' })
  al?: string;
}
