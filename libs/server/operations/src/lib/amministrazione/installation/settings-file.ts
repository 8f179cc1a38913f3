import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  DRIVER_POSTGRESQL,
  BadRequestError,
  REGISTRO_CONFIG,
  settingsFrom,
  readProperties,
  propertiesFrom,
  writeProperties,
  type DatabaseSettings,
  type RegistroConfig,
} from '@registro/server-platform';
import { VALID_SETTINGS_FILE_NAME } from './database-settings.dto';

/** What a read finds: the settings (with the stored password) and whether the file exists. */
export interface SettingsFileContent {
  esiste: boolean;
  impostazioni: DatabaseSettings;
}

const VUOTO: DatabaseSettings = { driverName: DRIVER_POSTGRESQL, host: '', port: 5432, username: '', password: '', database: '' };

/**
 * The database settings files of the installation page, in the configuration folder (CONFIG_DIR).
 * Names are checked again here (the DTO already did): only a plain name, never a path. Writes are
 * atomic (a temporary file, fsync, rename) and readable by the owner only (0600): the file holds
 * a password.
 */
@Injectable()
export class SettingsFile {
  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  private path(fileName: string): string {
    if (!VALID_SETTINGS_FILE_NAME.test(fileName)) throw new BadRequestError('Nome del file non valido');
    return join(this.config.configDir, fileName);
  }

  async read(fileName: string): Promise<SettingsFileContent> {
    const percorso = this.path(fileName);
    const info = await lstat(percorso).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    if (!info) return { esiste: false, impostazioni: { ...VUOTO } };
    if (!info.isFile()) throw new BadRequestError(`${fileName} non è un file`);
    if (info.size > 64 * 1024) throw new BadRequestError(`Il file ${fileName} è troppo grande`);
    return { esiste: true, impostazioni: settingsFrom(readProperties(await readFile(percorso, 'utf8'))) };
  }

  /** Saves the settings; a blank password keeps the one already in the file. */
  async write(fileName: string, impostazioni: DatabaseSettings): Promise<void> {
    const percorso = this.path(fileName);
    const password = impostazioni.password || (await this.read(fileName)).impostazioni.password;
    const testo = writeProperties(propertiesFrom({ ...impostazioni, password }), 'Impostazioni database di Registro');
    await mkdir(this.config.configDir, { recursive: true, mode: 0o700 });
    const temporaneo = `${percorso}.${randomBytes(6).toString('hex')}.tmp`;
    const file = await open(temporaneo, 'wx', 0o600);
    try {
      await file.writeFile(testo, 'utf8');
      await file.sync();
    } catch (e) {
      await file.close();
      await rm(temporaneo, { force: true });
      throw e;
    }
    await file.close();
    await rename(temporaneo, percorso).catch(async (e) => {
      await rm(temporaneo, { force: true });
      throw e;
    });
  }
}
