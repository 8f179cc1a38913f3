import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DRIVER_DATABASE, DEFAULT_SETTINGS_FILE } from '@registro/server-platform';

/** Only a plain file name in the configuration folder: no paths, no hidden files. */
export const VALID_SETTINGS_FILE_NAME = /^\w[\w.-]{0,99}\.properties$/;
const MESSAGGIO_NOME_FILE = 'Il nome del file deve essere un nome semplice che termina con .properties (es. gesandb.properties)';

/** GET /api/installation/databasedata?fileName= */
export class SettingsFileNameDto {
  @IsOptional()
  @IsString({ message: MESSAGGIO_NOME_FILE })
  @Matches(VALID_SETTINGS_FILE_NAME, { message: MESSAGGIO_NOME_FILE })
  fileName: string = DEFAULT_SETTINGS_FILE;
}

const DRIVERS = DRIVER_DATABASE.map((d) => d.driverName);
const MESSAGGIO_DRIVER = 'Il campo Driver ha un valore non consentito';
const MESSAGGIO_DATABASE = 'Il campo Database è obbligatorio';
const MESSAGGIO_DATABASE_LUNGO = 'Il campo Database deve contenere al massimo 63 caratteri';

/**
 * The settings of POST /api/installation/databasedata and of GET verifydbconnection (as query).
 * The driver and the database name are taken under the product's names (`driverName`, `database`,
 * what the web sends) or the spec's (`driver`, `databaseName`, spec 3 "Installation"); one of each
 * pair is required, and the product's wins when both are sent (`driverOf`, `databaseOf`).
 */
export class DatabaseSettingsDto extends SettingsFileNameDto {
  @ValidateIf((o: DatabaseSettingsDto) => o.driver === undefined || o.driverName !== undefined)
  @IsIn(DRIVERS, { message: MESSAGGIO_DRIVER })
  driverName?: string;

  /** spec 3's name of `driverName` */
  @ValidateIf((o: DatabaseSettingsDto) => o.driverName === undefined && o.driver !== undefined)
  @IsIn(DRIVERS, { message: MESSAGGIO_DRIVER })
  driver?: string;

  @IsString({ message: 'Il campo Host è obbligatorio' })
  @IsNotEmpty({ message: 'Il campo Host è obbligatorio' })
  @MaxLength(255, { message: 'Il campo Host deve contenere al massimo 255 caratteri' })
  @Matches(/^[\w.:[\]-]+$/, { message: 'Il campo Host non è un nome o un indirizzo valido' })
  host!: string;

  @Type(() => Number)
  @IsInt({ message: 'Il campo Porta deve essere un numero intero' })
  @Min(1, { message: 'Il campo Porta deve essere tra 1 e 65535' })
  @Max(65535, { message: 'Il campo Porta deve essere tra 1 e 65535' })
  port!: number;

  @IsString({ message: 'Il campo Username è obbligatorio' })
  @IsNotEmpty({ message: 'Il campo Username è obbligatorio' })
  @MaxLength(128, { message: 'Il campo Username deve contenere al massimo 128 caratteri' })
  username!: string;

  /** blank: keep (save) or use (test) the password stored in the file */
  @IsOptional()
  @IsString({ message: 'Il campo Password deve essere un testo' })
  @MaxLength(256, { message: 'Il campo Password deve contenere al massimo 256 caratteri' })
  password?: string;

  @ValidateIf((o: DatabaseSettingsDto) => o.databaseName === undefined || o.database !== undefined)
  @IsString({ message: MESSAGGIO_DATABASE })
  @IsNotEmpty({ message: MESSAGGIO_DATABASE })
  @MaxLength(63, { message: MESSAGGIO_DATABASE_LUNGO })
  database?: string;

  /** spec 3's name of `database` ("database name") */
  @ValidateIf((o: DatabaseSettingsDto) => o.database === undefined && o.databaseName !== undefined)
  @IsString({ message: MESSAGGIO_DATABASE })
  @IsNotEmpty({ message: MESSAGGIO_DATABASE })
  @MaxLength(63, { message: MESSAGGIO_DATABASE_LUNGO })
  databaseName?: string;
}

/** The driver under either name (validated above: one of the two is there). */
export const driverOf = (d: DatabaseSettingsDto): string => (d.driverName ?? d.driver) as string;
/** The database name under either name (validated above: one of the two is there). */
export const databaseOf = (d: DatabaseSettingsDto): string => (d.database ?? d.databaseName) as string;
