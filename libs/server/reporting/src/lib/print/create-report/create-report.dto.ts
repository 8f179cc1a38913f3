import { ApiProperty } from '@nestjs/swagger';

/** The body of POST /api/print/createreport; PrintService checks it with its own Italian messages. */
export class CreateReportDto {
  @ApiProperty({ description: 'the template to print (a print-server report name)' }) reportName!: string;
  @ApiProperty({ description: 'the record to print: an object (with list fields for detail rows) or an array of records' }) data!: unknown;
}
