import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { RequiresPermission } from '@registro/server-platform';
import { contentDisposition } from '../../fatturapa/http/content-disposition';
import type { Export730Query, File730 } from '../queries/export-730/export-730.query';
import { export730QueryFrom } from '../queries/export-730/periodo-730';
import { Export730QueryDto } from './sistemats.dto';

/**
 * GET /api/sistemats/730?codiceStruttura=&dataDal=&dataAl= (and the list's other filters): the
 * Sistema TS 730 file of the patient invoices that pass the rules (`X-Fatture-Escluse`: how many
 * were left out); which were left out and why: list-esclusi-730.
 */
@Controller('sistemats')
export class SistemaTsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('730')
  @RequiresPermission('fatturazione', 'visualizza')
  async esporta730(@Query() query: Export730QueryDto, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute<Export730Query, File730>(export730QueryFrom(query));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(file.nomeFile));
    res.setHeader('X-Fatture-Escluse', String(file.esclusi.length));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, X-Fatture-Escluse');
    res.send(Buffer.from(file.xml, 'utf8'));
  }

}
