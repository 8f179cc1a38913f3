import { Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { Modulo } from '@registro/contracts';
import {
  IdPipe,
  PagedQueryDto,
  RequiresPermission,
  CurrentUser,
  column,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  sendExcel,
  type AuthenticatedUser,
  type ExcelSheet,
} from '@registro/server-platform';
import { UploadModulo, type UploadedJar } from '../commands/upload-modulo';
import { JAR_LIMITS } from '../jar/read-jar';
import { ModuliQueries } from '../queries/moduli.queries';
import { JarUploadErrorsFilter } from './jar-upload-errors.filter';

/** multipart/form-data with one field `file`; beyond 20 MB multer answers 413. */
const UPLOAD_JAR = FileInterceptor('file', { limits: { fileSize: JAR_LIMITS.byteMassimi, files: 1, fields: 5, parts: 6 } });

/** The module list as the Moduli page shows it. */
export const MODULI_EXCEL: ExcelSheet<Modulo> = {
  fileName: 'Moduli_',
  columns: [column('Nome', 'nome'), column('Versione', 'version'), column('Data Compilazione', 'compileDate'), column('Jar', 'jar'), column('Descrizione', 'descrizione')],
};

/** /api/application: the modules (spec 2 §2.5, §7) and the upload of their .jar. */
@Controller('application')
export class ModuliController {
  constructor(
    private readonly upload: UploadModulo,
    private readonly moduli: ModuliQueries,
  ) {}

  @Get()
  @RequiresPermission('moduli', 'visualizza')
  async list(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.moduli.list(paging({ page: q.page, forPage: q.forPage ?? 30 }));
    return lista(list, recordsNumber);
  }

  /** The whole list as .xlsx (the list has no filters). */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission('moduli', 'visualizza')
  async excel(@Res() res: Response) {
    await sendExcel(res, MODULI_EXCEL, this.moduli.rows());
  }

  @Get(':id')
  @RequiresPermission('moduli', 'visualizza')
  async get(@Param('id', IdPipe) id: number) {
    return ok(await this.moduli.get(id));
  }

  /** A new module from a .jar (multipart field `file`). */
  @Post('upload')
  @RequiresPermission('moduli', 'modifica')
  @UseInterceptors(UPLOAD_JAR)
  @UseFilters(JarUploadErrorsFilter)
  async uploadModulo(@UploadedFile() file: UploadedJar | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.upload.create(file, metadataFrom(req, user));
    return messaggio('Modulo caricato con successo', await this.moduli.get(id));
  }

  /** A new version of module :id (/moduli/edit/{id}). */
  @Put(':id/upload')
  @RequiresPermission('moduli', 'modifica')
  @UseInterceptors(UPLOAD_JAR)
  @UseFilters(JarUploadErrorsFilter)
  async uploadVersione(@Param('id', IdPipe) id: number, @UploadedFile() file: UploadedJar | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.upload.update(id, file, metadataFrom(req, user));
    return messaggio('Modulo aggiornato con successo', await this.moduli.get(id));
  }
}
