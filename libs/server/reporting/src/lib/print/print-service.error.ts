import { HttpStatus } from '@nestjs/common';
import { HttpError } from '@registro/server-platform';

/** 503 (the print service cannot be reached or gave up) or 504 (no PDF in time), with the reason. */
export class PrintServiceError extends HttpError {
  constructor(status: HttpStatus.SERVICE_UNAVAILABLE | HttpStatus.GATEWAY_TIMEOUT, motivo: string) {
    super(status, `Generazione del PDF non riuscita: ${motivo}`);
  }
}
