import { ArgumentsHost, BadRequestException, Catch, PayloadTooLargeException, UseFilters, UseInterceptors, applyDecorators, type ExceptionFilter } from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Response } from 'express';

/** What an upload endpoint accepts in its multipart field `file`. */
export interface UploadLimits {
  /** 1: `@UploadedFile()`; more: `@UploadedFiles()` */
  file: number;
  byteMassimiFile: number;
  /** the kinds of file, as the 400 names them: '.jar', '(.xml, .p7m o .zip)' */
  tipi: string;
}

const MB = 1024 * 1024;

/** multer's own refusals told in Italian: a file too large (413), not the files expected in field `file` (400). */
@Catch(PayloadTooLargeException, BadRequestException)
class UploadErrorsFilter implements ExceptionFilter {
  constructor(private readonly limiti: UploadLimits) {}

  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException)
      res.status(413).json({ messaggio: `Il file supera la dimensione massima di ${this.limiti.byteMassimiFile / MB} MB` });
    else res.status(400).json({ messaggio: messaggioCaricamentoNonValido(this.limiti) });
  }
}

/** The 400 of an upload without the expected files, also for a handler that finds none. */
export function messaggioCaricamentoNonValido({ file, tipi }: UploadLimits): string {
  const quanti = file === 1 ? `un solo file ${tipi}` : `da 1 a ${file} file ${tipi}`;
  return `Caricamento non valido: inviare ${quanti} nel campo "file"`;
}

/**
 * A multipart upload in field `file`, the one way the api takes files: multer keeps them in memory
 * within the limits (a larger file is 413 before the handler runs), its refusals are Italian, and
 * the OpenAPI document describes the body (the fuzzers and the authorization matrix read it).
 */
export function FileUpload(limiti: UploadLimits): MethodDecorator {
  const limits = { fileSize: limiti.byteMassimiFile, files: limiti.file, fields: 5, parts: limiti.file + 5 };
  const file = { type: 'string', format: 'binary' };
  return applyDecorators(
    UseInterceptors(limiti.file === 1 ? FileInterceptor('file', { limits }) : FilesInterceptor('file', limiti.file, { limits })),
    UseFilters(new UploadErrorsFilter(limiti)),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: limiti.file === 1 ? file : { type: 'array', items: file } } } }),
  );
}
