import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/configurazionemoduli/sectionadd: one section of a module (its description may be edited). */
export class InstallSezioneDto {
  @IsString({ message: 'Il campo nomeModulo è obbligatorio' }) @MaxLength(200) nomeModulo!: string;
  @IsString({ message: "Il campo id della sezione è obbligatorio" }) @MaxLength(50) id!: string;
  @IsString({ message: 'Il campo descrizione della sezione è obbligatorio' })
  @MaxLength(100, { message: 'Il campo descrizione deve contenere al massimo 100 caratteri' })
  descrizione!: string;
  @IsOptional() @IsString() @MaxLength(200) permessiAssegnati?: string;
  @IsOptional() presente?: boolean;
}
