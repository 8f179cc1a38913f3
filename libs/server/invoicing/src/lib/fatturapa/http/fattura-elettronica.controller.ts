import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { HEADER_DESTINATARIO_PRIVATO, SEZIONE } from '@registro/contracts';
import { CurrentUser, IdPipe, RequiresPermission, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { contentDisposition } from './content-disposition';
import { ExportFatturaElettronicaCommand, type FatturaElettronicaEsportata } from '../commands/export-fattura-elettronica/export-fattura-elettronica.command';

/**
 * GET /api/documenti/fatturaelettronica/:id (spec 2 §7): the FatturaPA XML saved as
 * {numero}_{DD-MM-YYYY}.xml. `X-Destinatario-Privato: true` marks an invoice to a private person:
 * since D.Lgs. 81/2025 it must not be sent to the SDI (its data go to the Sistema TS).
 */
@Controller('documenti/fatturaelettronica')
export class FatturaElettronicaController {
  constructor(private readonly commands: CommandBus) {}

  @Get(':id')
  @RequiresPermission(SEZIONE.fatturazione, 'visualizza')
  async scarica(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    const fattura = await this.commands.execute<ExportFatturaElettronicaCommand, FatturaElettronicaEsportata>(
      new ExportFatturaElettronicaCommand(id, metadataFrom(req, user)),
    );
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(fattura.nomeFile));
    res.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ${HEADER_DESTINATARIO_PRIVATO}`);
    if (fattura.privato) res.setHeader(HEADER_DESTINATARIO_PRIVATO, 'true');
    res.send(Buffer.from(fattura.xml, 'utf8'));
  }
}
