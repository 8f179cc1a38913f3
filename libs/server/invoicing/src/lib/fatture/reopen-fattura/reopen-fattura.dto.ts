import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The body of POST /api/documenti/:id/riapri: why the exported invoice is unlocked (kept in its history). */
export class ReopenFatturaDto {
  /** up to 500 characters, blanks around it removed; read as sent (a number or an object is not a text) */
  @Transform(({ obj }: { obj: Record<string, unknown> }) => (typeof obj['motivo'] === 'string' ? obj['motivo'].trim() : obj['motivo']))
  @IsNotEmpty({ message: 'Il campo Motivo è obbligatorio' })
  @IsString({ message: 'Il campo Motivo deve essere un testo' })
  @MaxLength(500, { message: 'Il campo Motivo deve contenere al massimo 500 caratteri' })
  motivo!: string;
}
