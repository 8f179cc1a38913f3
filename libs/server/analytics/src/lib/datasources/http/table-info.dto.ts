import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** GET /api/dataanalysisdatabaseinfo/tableinfo: a table (or view) of a data source. */
export class TableInfoQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'Il parametro idDatasource è obbligatorio' })
  @Min(1, { message: 'Il parametro idDatasource non è valido' })
  @Max(2_147_483_647, { message: 'Il parametro idDatasource non è valido' })
  idDatasource!: number;

  @IsString({ message: 'Il parametro viewName è obbligatorio' })
  @MaxLength(200, { message: 'Il parametro viewName è troppo lungo' })
  @Matches(/\S/, { message: 'Il parametro viewName è obbligatorio' })
  viewName!: string;
}
