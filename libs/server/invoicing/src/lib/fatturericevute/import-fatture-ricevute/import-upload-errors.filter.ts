import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';
import { LIMITI_IMPORTAZIONE } from './limiti-importazione';

/** multer's own errors on an import, told in Italian: a file too large (413), or the upload not in field `file` (400). */
@Catch(PayloadTooLargeException, BadRequestException)
export class ImportUploadErrorsFilter implements ExceptionFilter {
  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException)
      res.status(413).json({ messaggio: `Il file supera la dimensione massima di ${LIMITI_IMPORTAZIONE.byteMassimiFile / 1024 / 1024} MB` });
    else res.status(400).json({ messaggio: `Caricamento non valido: inviare da 1 a ${LIMITI_IMPORTAZIONE.file} file nel campo "file"` });
  }
}
