import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/access.decorators';
import { sendExcel } from './excel-writer';
import { ExportExcelDto } from './excel.dto';

/**
 * The rows of a client-side list (the session list, say) as .xlsx. It formats only what the
 * caller already holds, so a session is enough; server-paged lists export through their own
 * `POST <list>/excel`, which reads every filtered row with the list's permission.
 */
@ApiTags('excel')
@Controller('excel')
export class ExcelController {
  @Post()
  @HttpCode(200)
  @Authenticated()
  async exportExcel(@Body() body: ExportExcelDto, @Res() res: Response): Promise<void> {
    const fileName = (body.nomeFile ?? 'Elenco').replace(/[^\p{L}\p{N} _.-]/gu, '_');
    await sendExcel(
      res,
      {
        fileName,
        columns: body.colonne.map((c) => ({ header: c.titolo, type: c.tipo, value: (row: Record<string, unknown>) => row[c.campo] })),
      },
      body.items,
    );
  }
}
