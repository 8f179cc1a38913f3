import { Controller, Get, Param, Post, Put, Req, UploadedFile } from '@nestjs/common';
import type { Request } from 'express';
import { FileUpload, IdPipe, RequiresPermission, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { UploadModulo, type UploadedJar } from '../commands/upload-modulo';
import { JAR_LIMITS } from '../jar/read-jar';
import { ModuliQueries } from '../queries/moduli.queries';

/** multipart/form-data with one field `file`; beyond 20 MB multer answers 413. */
const UPLOAD_JAR = FileUpload({ file: 1, byteMassimiFile: JAR_LIMITS.byteMassimi, tipi: '.jar' });

/** /api/application: a module (spec 2 §2.5, §7) and the upload of its .jar (the list is list-moduli/). */
@Controller('application')
export class ModuliController {
  constructor(
    private readonly upload: UploadModulo,
    private readonly moduli: ModuliQueries,
  ) {}

  @Get(':id')
  @RequiresPermission('moduli', 'visualizza')
  async get(@Param('id', IdPipe) id: number) {
    return ok(await this.moduli.get(id));
  }

  /** A new module from a .jar (multipart field `file`). */
  @Post('upload')
  @RequiresPermission('moduli', 'modifica')
  @UPLOAD_JAR
  async uploadModulo(@UploadedFile() file: UploadedJar | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.upload.create(file, metadataFrom(req, user));
    return messaggio('Modulo caricato con successo', await this.moduli.get(id));
  }

  /** A new version of module :id (/moduli/edit/{id}). */
  @Put(':id/upload')
  @RequiresPermission('moduli', 'modifica')
  @UPLOAD_JAR
  async uploadVersione(@Param('id', IdPipe) id: number, @UploadedFile() file: UploadedJar | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.upload.update(id, file, metadataFrom(req, user));
    return messaggio('Modulo aggiornato con successo', await this.moduli.get(id));
  }
}
