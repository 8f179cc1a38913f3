import { ArgumentsHost, BadRequestException, Catch, Controller, HttpCode, PayloadTooLargeException, Post, Req, UploadedFiles, UseFilters, UseInterceptors, type ExceptionFilter } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SEZIONE, type EsitoNotificheSdi } from '@registro/contracts';
import { CurrentUser, RequiresPermission, UnprocessableEntityError, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { LIMITI_NOTIFICHE_SDI, UploadNotificheSdi, type FileCaricato } from './upload-notifiche-sdi.service';

/** multipart/form-data, field `file` once or many times; beyond 5 MB a file multer answers 413. */
const UPLOAD_NOTIFICHE = FilesInterceptor('file', LIMITI_NOTIFICHE_SDI.file, {
  limits: { fileSize: LIMITI_NOTIFICHE_SDI.byteFile, files: LIMITI_NOTIFICHE_SDI.file, fields: 5, parts: LIMITI_NOTIFICHE_SDI.file + 5 },
});

/** multer's own refusals of a receipts upload, told in Italian: a file too large (413), too many files or another field (400). */
@Catch(PayloadTooLargeException, BadRequestException)
export class NotificheSdiUploadErrorsFilter implements ExceptionFilter {
  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException)
      res.status(413).json({ messaggio: `Un file supera la dimensione massima di ${LIMITI_NOTIFICHE_SDI.byteFile / 1024 / 1024} MB` });
    else res.status(400).json({ messaggio: `Caricamento non valido: inviare da 1 a ${LIMITI_NOTIFICHE_SDI.file} file (.xml, .p7m o .zip) nel campo "file"` });
  }
}

/** The words of the answer: how many receipts were recorded, already there, refused. */
function riepilogo(esito: EsitoNotificheSdi): string {
  const parti = [
    esito.registrate.length === 1 ? '1 ricevuta registrata' : `${esito.registrate.length} ricevute registrate`,
    ...(esito.giaRegistrate.length ? [esito.giaRegistrate.length === 1 ? '1 già registrata' : `${esito.giaRegistrate.length} già registrate`] : []),
    ...(esito.rifiutate.length ? [esito.rifiutate.length === 1 ? '1 file rifiutato' : `${esito.rifiutate.length} file rifiutati`] : []),
  ];
  return parti.join(', ');
}

/**
 * POST /api/documenti/notifichesdi (issue 26): the SDI's receipts of exported invoices (RC, MC, NS,
 * NE, DT, AT), as XML, signed .p7m or a zip of them. 200 `{ messaggio, data: { registrate,
 * rifiutate, giaRegistrate } }` when at least one receipt was read (recorded now or before); 422
 * with the same `data` and every reason in `messaggio` when every file was refused.
 */
@Controller('documenti')
export class UploadNotificheSdiEndpoint {
  constructor(private readonly notifiche: UploadNotificheSdi) {}

  @Post('notifichesdi')
  @HttpCode(200)
  @RequiresPermission(SEZIONE.fatturazione, 'modifica')
  @UseInterceptors(UPLOAD_NOTIFICHE)
  @UseFilters(NotificheSdiUploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  async upload(@UploadedFiles() files: FileCaricato[] | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const esito = await this.notifiche.upload(files, metadataFrom(req, user));
    if (!esito.registrate.length && !esito.giaRegistrate.length)
      throw new UnprocessableEntityError(esito.rifiutate.map((r) => r.messaggio), { data: esito });
    return messaggio(riepilogo(esito), esito);
  }
}
