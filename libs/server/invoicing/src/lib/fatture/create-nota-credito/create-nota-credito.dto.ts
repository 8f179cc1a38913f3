import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional } from 'class-validator';
import { TimestampField } from '@registro/server-platform';

/** POST /api/documenti/:id/notacredito (contracts' NotaCreditoRichiesta); an empty body credits every line, dated now. */
export class CreateNotaCreditoDto {
  @ApiPropertyOptional({ type: [Number], description: 'the 1-based positions of the lines to credit; all when absent' })
  @IsOptional()
  @IsArray({ message: 'Il campo Righe deve essere un elenco di numeri di riga' })
  @ArrayMaxSize(1000, { message: 'Il campo Righe contiene al massimo 1000 righe' })
  @IsInt({ each: true, message: 'Il campo Righe deve contenere numeri di riga interi' })
  righe?: number[];

  /** a timestamp through the date codec (epoch ms or ISO 8601); now when absent */
  @ApiPropertyOptional({ type: String, format: 'date-time', description: "the credit note's date; now when absent" })
  @TimestampField('Data Documento') dataDocumento?: Date;
}
