import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { IsString, MaxLength } from 'class-validator';
import { Authenticated, RequiresPermission, SezioniPermesso, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { InstallSezione } from '../commands/install-sezione';
import { InstallSezioneDto } from '../commands/install-sezione.dto';
import { ModuliQueries } from '../queries/moduli.queries';

class NomeModuloDto {
  @IsString({ message: 'Il parametro nomeModulo è obbligatorio' }) @MaxLength(200) nomeModulo!: string;
}

class JarNameDto {
  @IsString({ message: 'Il parametro jarName è obbligatorio' }) @MaxLength(255) jarName!: string;
}

/** The sections a module brings and their installation as permission sections (spec 2 §7). */
@Controller('configurazionemoduli')
export class ConfigurazioneModuliController {
  constructor(
    private readonly moduli: ModuliQueries,
    private readonly installSezione: InstallSezione,
  ) {}

  @Get('sectionlist')
  @RequiresPermission('moduli', 'visualizza')
  async sectionList(@Query() q: NomeModuloDto) {
    return ok(await this.moduli.sezioniModulo(q.nomeModulo));
  }

  @Post('sectionadd')
  @RequiresPermission('moduli', 'modifica')
  async sectionAdd(@Body() body: InstallSezioneDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const sezione = await this.installSezione.execute(body, metadataFrom(req, user));
    return messaggio(`Sezione ${sezione.descrizione} installata`, sezione);
  }
}

/** GET /api/installation/jarinfo?jarName= (spec 2 §7): what the manifest of an uploaded .jar says. */
@Controller('installation')
export class InfoJarController {
  constructor(private readonly moduli: ModuliQueries) {}

  @Get('jarinfo')
  @RequiresPermission('moduli', 'visualizza')
  async jarInfo(@Query() q: JarNameDto) {
    return ok(await this.moduli.infoJar(q.jarName));
  }
}

/** GET /api/sezioni: every permission section (the platform's and the installed ones), for group editing. */
@Controller('sezioni')
export class SezioniController {
  constructor(private readonly sezioni: SezioniPermesso) {}

  @Get()
  @Authenticated()
  async list() {
    return ok(await this.sezioni.tutte());
  }
}
