import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { ImpostazioniInstallazione, StatoInstallazione } from '@registro/contracts';
import { DRIVER_DATABASE, ok, messaggio, Public, type DatabaseSettings } from '@registro/server-platform';
import { PublicUntilInstalled } from './installation-access';
import { SettingsFile } from './settings-file';
import { DatabaseSettingsDto, SettingsFileNameDto, databaseOf, driverOf } from './database-settings.dto';
import { InstalledPlatform } from './installed-platform';
import { ConnectionCheck } from './connection-check';

const impostazioni = (d: DatabaseSettingsDto): DatabaseSettings => ({
  driverName: driverOf(d),
  host: d.host,
  port: d.port,
  username: d.username,
  password: d.password ?? '',
  database: databaseOf(d),
});

/**
 * The installation page (spec 3): the database settings file in CONFIG_DIR. Public until the
 * platform is installed, then section `installation` (visualizza to read, modifica to save or test).
 */
@Controller('installation')
export class InstallationController {
  constructor(
    private readonly file: SettingsFile,
    private readonly verifica: ConnectionCheck,
    private readonly piattaforma: InstalledPlatform,
  ) {}

  /** Lets the page say "sign in" instead of showing a form that would be refused. */
  @Get('stato')
  @Public()
  async stato() {
    return ok<StatoInstallazione>({ installata: await this.piattaforma.check() });
  }

  @Get('databasedrivers')
  @PublicUntilInstalled('installation', 'visualizza')
  drivers() {
    return ok(DRIVER_DATABASE.map(({ label, driverName }) => ({ label, driverName })));
  }

  /**
   * The password never leaves the server: '' with passwordImpostata telling whether there is one.
   * The driver and the database name are answered under both names (`driverName`/`driver`,
   * `database`/`databaseName`): the web's and spec 3's.
   */
  @Get('databasedata')
  @PublicUntilInstalled('installation', 'visualizza')
  async leggi(@Query() { fileName }: SettingsFileNameDto) {
    const { esiste, impostazioni } = await this.file.read(fileName);
    const data: ImpostazioniInstallazione = {
      fileName,
      ...impostazioni,
      driver: impostazioni.driverName,
      databaseName: impostazioni.database,
      password: '',
      passwordImpostata: impostazioni.password !== '',
    };
    return esiste ? ok(data) : messaggio(`Il file ${fileName} non esiste: verrà creato al salvataggio`, data);
  }

  @Post('databasedata')
  @HttpCode(200)
  @PublicUntilInstalled('installation', 'modifica')
  async salva(@Body() dto: DatabaseSettingsDto) {
    await this.file.write(dto.fileName, impostazioni(dto));
    return messaggio(`Impostazioni salvate nel file ${dto.fileName}`);
  }

  /** A blank password is taken from the file named by fileName. */
  @Get('verifydbconnection')
  @PublicUntilInstalled('installation', 'modifica')
  async verificaConnessione(@Query() dto: DatabaseSettingsDto) {
    const i = impostazioni(dto);
    if (!i.password) i.password = (await this.file.read(dto.fileName)).impostazioni.password;
    return messaggio(await this.verifica.check(i));
  }
}
