import { STATI_PRINT_REPORT, type StatoPrintReport } from '@registro/contracts';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST/PUT /api/printserver: the record as the edit page sends it (id is the path's). */
export class PrintReportDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Nome Report è obbligatorio' })
  @MaxLength(100, { message: 'Il campo Nome Report deve contenere al massimo 100 caratteri' })
  reportName!: string;

  @IsString({ message: 'Il campo Nome File è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nome File deve contenere al massimo 200 caratteri' })
  nomeFile!: string;

  @IsOptional() @IsString() @MaxLength(500, { message: 'Il campo Descrizione deve contenere al massimo 500 caratteri' }) descrizione?: string;
  @IsOptional() @IsString() @MaxLength(50, { message: 'Il campo Versione deve contenere al massimo 50 caratteri' }) versione?: string;

  @IsOptional()
  @IsIn([...STATI_PRINT_REPORT], { message: `Il campo Stato deve essere uno tra ${STATI_PRINT_REPORT.join(', ')}` })
  stato?: StatoPrintReport;

  @IsOptional() @IsString() @MaxLength(1_000_000, { message: 'Il campo Dati di Test è troppo lungo' }) testData?: string;
}
