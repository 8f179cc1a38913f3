import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';
import { JAR_LIMITS } from '../jar/read-jar';

/** multer's own errors on a .jar upload, told in Italian: too large (413) or not one file in field `file` (400). */
@Catch(PayloadTooLargeException, BadRequestException)
export class JarUploadErrorsFilter implements ExceptionFilter {
  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException)
      res.status(413).json({ messaggio: `Il file supera la dimensione massima di ${JAR_LIMITS.byteMassimi / 1024 / 1024} MB` });
    else res.status(400).json({ messaggio: 'Caricamento non valido: inviare un solo file .jar nel campo "file"' });
  }
}
