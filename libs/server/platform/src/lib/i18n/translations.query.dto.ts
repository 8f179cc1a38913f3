import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';

/** GET /api/traduora: `language` is the common parameter, declared here so the pipe keeps it. */
export class TranslationsQueryDto {
  @ApiPropertyOptional({ example: 'it' })
  @IsOptional()
  @IsString()
  // a repeated or non-text language answers the Italian texts, as an unknown one does
  @Transform(({ value }) => (typeof value === 'string' ? value : undefined))
  language?: string;
}
