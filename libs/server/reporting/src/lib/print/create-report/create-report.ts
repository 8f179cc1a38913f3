import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { jsonObjectOrEmpty } from '@registro/server-kernel';
import { UseCaseEndpoint, commandUseCase, type MessageOf } from '@registro/server-platform';
import { PrintService } from '../print.service';
import { CreateReportDto } from './create-report.dto';

/**
 * POST /api/print/createreport {reportName, data} → { data: base64 PDF }.
 * Any signed-in user may print: the print button is on many screens (invoices, orders, records
 * of every section) and the data printed is what the client already read with its own
 * permissions; the report only lays it out.
 */
export const createReport = commandUseCase({
  name: 'CreateReport',
  method: 'POST',
  path: 'createreport',
  status: 200,
  access: 'authenticated',
  body: CreateReportDto,
  bodyValidation: 'domain',
});

@Controller('print')
export class CreateReportEndpoint extends UseCaseEndpoint(createReport) {}

@CommandHandler(createReport.message)
export class CreateReportHandler implements ICommandHandler<MessageOf<typeof createReport>, string> {
  constructor(private readonly print: PrintService) {}

  execute({ input }: MessageOf<typeof createReport>): Promise<string> {
    // bodyValidation 'domain': the JSON as sent, which PrintService checks with its own messages
    const { reportName, data } = jsonObjectOrEmpty(input.body);
    return this.print.print(reportName, data);
  }
}
