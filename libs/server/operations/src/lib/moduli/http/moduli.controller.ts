import { Controller, Get, Param, Post, Put, Query, Req, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import {
  BadRequestError,
  PagedQueryDto,
  RequiresPermission,
  CurrentUser,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { CaricaModulo, type FileCaricato } from '../commands/carica-modulo';
import { LIMITI_JAR } from '../jar/leggi-jar';
import { LeggiModuli } from '../queries/leggi-moduli';
import { ErroriUploadJar } from './errori-upload.filter';

/** multipart/form-data with one field `file`; beyond 20 MB multer answers 413. */
const UPLOAD_JAR = FileInterceptor('file', { limits: { fileSize: LIMITI_JAR.byteMassimi, files: 1, fields: 5, parts: 6 } });

export function idModulo(valore: string): number {
  const id = /^\d{1,9}$/.test(valore) ? Number(valore) : NaN;
  if (!(id > 0)) throw new BadRequestError('Id non valido');
  return id;
}

/** /api/application: the modules (spec 2 §2.5, §7) and the upload of their .jar. */
@Controller('application')
export class ModuliController {
  constructor(
    private readonly carica: CaricaModulo,
    private readonly leggi: LeggiModuli,
  ) {}

  @Get()
  @RequiresPermission('moduli', 'visualizza')
  async list(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.leggi.lista(paging({ page: q.page, forPage: q.forPage ?? 30 }));
    return lista(list, recordsNumber);
  }

  @Get(':id')
  @RequiresPermission('moduli', 'visualizza')
  async get(@Param('id') id: string) {
    return ok(await this.leggi.uno(idModulo(id)));
  }

  /** A new module from a .jar (multipart field `file`). */
  @Post('upload')
  @RequiresPermission('moduli', 'modifica')
  @UseInterceptors(UPLOAD_JAR)
  @UseFilters(ErroriUploadJar)
  async upload(@UploadedFile() file: FileCaricato | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.carica.nuovo(file, metadataFrom(req, user));
    return messaggio('Modulo caricato con successo', await this.leggi.uno(id));
  }

  /** A new version of module :id (/moduli/edit/{id}). */
  @Put(':id/upload')
  @RequiresPermission('moduli', 'modifica')
  @UseInterceptors(UPLOAD_JAR)
  @UseFilters(ErroriUploadJar)
  async uploadVersione(@Param('id') id: string, @UploadedFile() file: FileCaricato | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idM = idModulo(id);
    await this.carica.nuovaVersione(idM, file, metadataFrom(req, user));
    return messaggio('Modulo aggiornato con successo', await this.leggi.uno(idM));
  }
}
