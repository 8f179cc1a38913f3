import { Controller, HttpCode, Post, Req, UploadedFiles } from '@nestjs/common';
import type { Request } from 'express';
import { SEZIONE, type EsitoNotificheSdi } from '@registro/contracts';
import { CurrentUser, FileUpload, RequiresPermission, UnprocessableEntityError, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { LIMITI_NOTIFICHE_SDI, UploadNotificheSdi, type FileCaricato } from './upload-notifiche-sdi.service';

/** multipart/form-data, field `file` once or many times; beyond 5 MB a file multer answers 413. */
const UPLOAD_NOTIFICHE = FileUpload({ file: LIMITI_NOTIFICHE_SDI.file, byteMassimiFile: LIMITI_NOTIFICHE_SDI.byteFile, tipi: '(.xml, .p7m o .zip)' });

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
  @UPLOAD_NOTIFICHE
  async upload(@UploadedFiles() files: FileCaricato[] | undefined, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const esito = await this.notifiche.upload(files, metadataFrom(req, user));
    if (!esito.registrate.length && !esito.giaRegistrate.length)
      throw new UnprocessableEntityError(esito.rifiutate.map((r) => r.messaggio), { data: esito });
    return messaggio(riepilogo(esito), esito);
  }
}
