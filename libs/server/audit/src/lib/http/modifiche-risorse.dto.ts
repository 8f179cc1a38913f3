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

/** ?sezione=&idRisorsa=&al= : a record's state at an instant (ISO 8601). */
export class StateAtQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro sezione non è valido' })
  sezione?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro idRisorsa non è valido' })
  idRisorsa?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro al deve essere una data e ora ISO 8601 valida' })
  al?: string;
}
