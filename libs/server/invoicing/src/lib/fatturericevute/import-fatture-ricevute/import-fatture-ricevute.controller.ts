import { Controller, HttpCode, Post, Req, Res, UploadedFiles } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SEZIONE, type EsitoImportazioneFattureRicevute } from '@registro/contracts';
import { BadRequestError, CurrentUser, FileUpload, RequiresPermission, messaggioCaricamentoNonValido, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { ImportFattureRicevute, type FileCaricato } from './import-fatture-ricevute.service';
import { LIMITI_IMPORTAZIONE } from './limiti-importazione';

const UPLOAD = FileUpload(LIMITI_IMPORTAZIONE);

const creati = (n: number) => (n === 1 ? '1 fattura importata' : `${n} fatture importate`);

/**
 * POST /api/fatturericevute/importa (multipart, one or many files in field `file`: .xml, .xml.p7m in
 * DER, PEM or base64, .zip of them; 10 MB each, else 413): `{ messaggio, data: EsitoImportazioneFattureRicevute }`,
 * 200 when at least one document was created (the refused files listed beside them), 422 when every
 * file was refused (the same body, `messaggio` the reasons joined by '#').
 */
@Controller('fatturericevute')
export class ImportFattureRicevuteEndpoint {
  constructor(private readonly importazione: ImportFattureRicevute) {}

  @Post('importa')
  @HttpCode(200)
  @RequiresPermission(SEZIONE.fatturericevute, 'modifica')
  @UPLOAD
  async importa(
    @UploadedFiles() files: FileCaricato[] | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ messaggio: string; data: EsitoImportazioneFattureRicevute }> {
    if (!files?.length) throw new BadRequestError(messaggioCaricamentoNonValido(LIMITI_IMPORTAZIONE));
    const esito = await this.importazione.importa(files, metadataFrom(req, user));
    if (!esito.creati.length) {
      res.status(422);
      return { messaggio: `${esito.rifiutati.map((r) => `${r.file}: ${r.messaggio}`).join('#')}#`, data: esito };
    }
    const rifiutati = esito.rifiutati.length ? `, ${esito.rifiutati.length} file rifiutati` : '';
    return { messaggio: `${creati(esito.creati.length)}${rifiutati}`, data: esito };
  }
}
