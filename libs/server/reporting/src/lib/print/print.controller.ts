import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Authenticated, ok } from '@registro/server-platform';
import type { RichiestaStampa } from '@registro/contracts';
import { PrintService } from './print.service';

/**
 * POST /api/print/createreport {reportName, data} → { data: base64 PDF }.
 * Any signed-in user may print: the print button is on many screens (invoices, orders, records
 * of every section) and the data printed is what the client already read with its own
 * permissions; the report only lays it out.
 */
@Controller('print')
export class PrintController {
  constructor(private readonly servizio: PrintService) {}

  @Post('createreport')
  @HttpCode(200)
  @Authenticated()
  async createReport(@Body() body: Partial<RichiestaStampa> | undefined) {
    return ok(await this.servizio.print(body?.reportName, body?.data));
  }
}
