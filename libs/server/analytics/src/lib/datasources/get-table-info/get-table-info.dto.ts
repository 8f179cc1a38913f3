import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const ID_OBBLIGATORIO = 'Il parametro idDataSource è obbligatorio';
const ID_NON_VALIDO = 'Il parametro idDataSource non è valido';
const TABELLA_OBBLIGATORIA = 'Il parametro tableName è obbligatorio';
const TABELLA_LUNGA = 'Il parametro tableName è troppo lungo';

/**
 * GET /api/dataanalysisdatabaseinfo/tableinfo: a table (or view) of a data source. Spec 3 §7 sends
 * `idDataSource=1&tableName=…`; the web's own names `idDatasource` and `viewName` are accepted too
 * (one of each pair is required; the web's wins when both are sent: `idDataSourceOf`, `tableNameOf`).
 */
export class TableInfoQueryDto {
  @ValidateIf((o: TableInfoQueryDto) => o.idDatasource === undefined)
  @Type(() => Number)
  @IsInt({ message: ID_OBBLIGATORIO })
  @Min(1, { message: ID_NON_VALIDO })
  @Max(2_147_483_647, { message: ID_NON_VALIDO })
  idDataSource?: number;

  @ValidateIf((o: TableInfoQueryDto) => o.idDatasource !== undefined)
  @Type(() => Number)
  @IsInt({ message: ID_OBBLIGATORIO })
  @Min(1, { message: ID_NON_VALIDO })
  @Max(2_147_483_647, { message: ID_NON_VALIDO })
  idDatasource?: number;

  @ValidateIf((o: TableInfoQueryDto) => o.viewName === undefined)
  @IsString({ message: TABELLA_OBBLIGATORIA })
  @MaxLength(200, { message: TABELLA_LUNGA })
  @Matches(/\S/, { message: TABELLA_OBBLIGATORIA })
  tableName?: string;

  @ValidateIf((o: TableInfoQueryDto) => o.viewName !== undefined)
  @IsString({ message: TABELLA_OBBLIGATORIA })
  @MaxLength(200, { message: TABELLA_LUNGA })
  @Matches(/\S/, { message: TABELLA_OBBLIGATORIA })
  viewName?: string;
}

/** The data source's id under either name (validated: one of the two is there). */
export const idDataSourceOf = (q: TableInfoQueryDto): number => (q.idDatasource ?? q.idDataSource) as number;
/** The table's name under either name, trimmed (validated: one of the two is there). */
export const tableNameOf = (q: TableInfoQueryDto): string => ((q.viewName ?? q.tableName) as string).trim();
