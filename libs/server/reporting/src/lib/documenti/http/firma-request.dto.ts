import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { RichiestaFirma, RichiestaFirmaRisorsa } from '@registro/contracts';

/** One file of POST sign: idRiferimento is a repository document id (0/-1/absent: sign fileBase64 without archiving). */
export class FileDaFirmareDto {
  @IsOptional() @Type(() => Number) @IsInt() idRiferimento!: number;
  @IsOptional() @IsString() @MaxLength(300) filename!: string;
  @IsOptional() @IsString() fileBase64!: string;
}

/** POST /api/sign (spec 1 §3 "Signature request"); pin is the signing password as typed. */
export class RichiestaFirmaDto implements RichiestaFirma {
  @IsOptional() @IsString() @MaxLength(100) gestore!: string;
  @IsOptional() @IsString() @MaxLength(100) tipo!: string;
  @IsOptional() @IsString() @MaxLength(100) username!: string;
  @IsOptional() @IsString() @MaxLength(200) pin!: string;
  @IsOptional() @IsString() @MaxLength(100) codiceDispositivo!: string;
  @IsOptional() @IsString() @MaxLength(100) codiceApplicativo!: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => FileDaFirmareDto) files!: FileDaFirmareDto[];
  @IsOptional() @IsString() @MaxLength(2_000_000) firmaGrafica?: string | null;
  /** the signature field's name (default Firma) */
  @IsOptional() @IsString() @MaxLength(100) fieldName?: string;
}

/** POST or PUT /api/{resource}/firma/{idEvento} (spec 1 §3 "Signing"). */
export class RichiestaFirmaRisorsaDto implements Partial<RichiestaFirmaRisorsa> {
  @IsOptional() @Type(() => Number) @IsInt() idEvento?: number;
  @IsOptional() @IsString() @MaxLength(1000) key?: string;
  @IsOptional() @IsString() @MaxLength(100) fieldName?: string;
  @IsOptional() @IsString() @MaxLength(900_000) firmaGrafica?: string | null;
  @IsOptional() @IsString() @MaxLength(100) codiceDispositivo?: string;
}
