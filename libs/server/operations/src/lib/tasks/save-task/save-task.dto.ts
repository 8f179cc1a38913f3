import { Allow, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TIPI_AVVIO, type TipoAvvio } from '@registro/contracts';

/**
 * The task form (POST /api/gesantask, PUT /api/gesantask/:id). The client may send the whole
 * Task it loaded: the read-only fields are accepted and ignored.
 */
export class SaveTaskDto {
  @IsString({ message: 'Il campo Nome è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nome deve contenere al massimo 200 caratteri' })
  nome!: string;

  @IsIn(TIPI_AVVIO, { message: 'Il campo Tipo Avvio deve essere Automatico o Manuale' })
  tipoAvvio!: TipoAvvio;

  @IsOptional()
  @IsString({ message: 'Il campo Descrizione deve essere un testo' })
  @MaxLength(2000, { message: 'Il campo Descrizione deve contenere al massimo 2000 caratteri' })
  descrizione?: string | null;

  @IsString({ message: 'Il campo Nome Classe è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nome Classe deve contenere al massimo 200 caratteri' })
  classeJava!: string;

  /** a timestamp (epoch ms or ISO 8601), read by impostazioniValide through the date codec */
  @IsOptional()
  avvioData?: string | number | null;

  @IsOptional()
  @IsInt({ message: 'La ripetizione in mesi deve essere un numero intero' })
  @Min(0, { message: 'La ripetizione in mesi non può essere negativa' })
  @Max(120, { message: 'La ripetizione in mesi deve essere al massimo 120' })
  ripetizioneMese?: number | null;

  @IsOptional()
  @IsInt({ message: 'La ripetizione in giorni deve essere un numero intero' })
  @Min(0, { message: 'La ripetizione in giorni deve essere tra 0 e 30' })
  @Max(30, { message: 'La ripetizione in giorni deve essere tra 0 e 30' })
  ripetizioneGiorno?: number | null;

  @IsOptional()
  @IsInt({ message: 'La ripetizione in ore deve essere un numero intero' })
  @Min(0, { message: 'La ripetizione in ore deve essere tra 0 e 24' })
  @Max(24, { message: 'La ripetizione in ore deve essere tra 0 e 24' })
  ripetizioneOre?: number | null;

  @IsOptional()
  @IsInt({ message: 'La ripetizione in minuti deve essere un numero intero' })
  @Min(0, { message: 'La ripetizione in minuti deve essere tra 0 e 59' })
  @Max(59, { message: 'La ripetizione in minuti deve essere tra 0 e 59' })
  ripetizioneMinuti?: number | null;

  // read-only fields of Task, sent back by a client that edits the loaded record
  @Allow() id?: unknown;
  @Allow() stato?: unknown;
  @Allow() dataOraUltimoStart?: unknown;
  @Allow() dataOraUltimoStop?: unknown;
  @Allow() dataOraProssimaEsecuzione?: unknown;
  @Allow() inEsecuzione?: unknown;
}
