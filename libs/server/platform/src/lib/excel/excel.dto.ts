import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { ExcelCellType } from './excel-columns';

const TIPI: ExcelCellType[] = ['text', 'integer', 'decimal', 'money', 'date', 'datetime', 'boolean'];

export class ExcelColumnDto {
  @IsString({ message: 'Il campo titolo della colonna è obbligatorio' })
  @MaxLength(100)
  titolo!: string;

  @IsString({ message: 'Il campo campo della colonna è obbligatorio' })
  @MaxLength(100)
  campo!: string;

  @IsOptional()
  @IsIn(TIPI, { message: `Il tipo della colonna deve essere uno tra: ${TIPI.join(', ')}` })
  tipo?: ExcelCellType;
}

/** POST /api/excel (spec 1 §7 "Excel download: POST with items"): the rows a client-side list holds. */
export class ExportExcelDto {
  @IsOptional()
  @IsString()
  @MaxLength(80)
  nomeFile?: string;

  @IsArray({ message: 'Il campo colonne deve essere un elenco' })
  @ArrayMaxSize(100, { message: 'Al massimo 100 colonne' })
  @ValidateNested({ each: true })
  @Type(() => ExcelColumnDto)
  colonne!: ExcelColumnDto[];

  @IsArray({ message: 'Il campo items deve essere un elenco' })
  @ArrayMaxSize(100_000, { message: 'Al massimo 100000 righe' })
  @IsObject({ each: true, message: 'Ogni elemento di items deve essere un oggetto' })
  // keeps each row a plain object: without it the implicit conversion mangles the rows and every one fails IsObject
  @Type(() => Object)
  items!: Record<string, unknown>[];
}
