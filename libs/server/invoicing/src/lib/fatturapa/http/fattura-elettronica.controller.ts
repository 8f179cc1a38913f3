import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { HEADER_DESTINATARIO_PRIVATO, SEZIONE } from '@registro/contracts';
import { CurrentUser, IdPipe, RequiresPermission, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { contentDisposition } from './content-disposition';
import { ScaricaFatturaElettronicaQuery } from './scarica-fattura-elettronica.dto';
import { ExportFatturaElettronicaCommand, type FatturaElettronicaEsportata } from '../commands/export-fattura-elettronica/export-fattura-elettronica.command';
import { ExportFattureZipCommand, type FattureZip } from '../commands/export-fatture-zip/export-fatture-zip.command';
import { ExportFattureZipDto } from '../commands/export-fatture-zip/export-fatture-zip.dto';

/**
 * GET /api/documenti/fatturaelettronica/:id (spec 2 §7): the FatturaPA XML saved as
 * {numero}_{DD-MM-YYYY}.xml, or with `?nomeSdi=true` as the SDI requires, IT<IdCodice>_<progressivo>.xml
 * (the same bytes). `X-Destinatario-Privato: true` marks an invoice to a private person:
 * since D.Lgs. 81/2025 it must not be sent to the SDI (its data go to the Sistema TS).
 * POST /api/documenti/fatturaelettronica/zip: many invoices' XML under their SDI names.
 */
@Controller('documenti/fatturaelettronica')
export class FatturaElettronicaController {
  constructor(private readonly commands: CommandBus) {}

  @Post('zip')
  @HttpCode(200)
  @RequiresPermission(SEZIONE.fatturazione, 'visualizza')
  async zip(@Body() body: ExportFattureZipDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { zip, nomeFile } = await this.commands.execute<ExportFattureZipCommand, FattureZip>(new ExportFattureZipCommand(body, metadataFrom(req, user)));
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition(nomeFile));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.send(zip);
  }

  @Get(':id')
  @RequiresPermission(SEZIONE.fatturazione, 'visualizza')
  async scarica(
    @Param('id', IdPipe) id: number,
    @Query() query: ScaricaFatturaElettronicaQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const fattura = await this.commands.execute<ExportFatturaElettronicaCommand, FatturaElettronicaEsportata>(
      new ExportFatturaElettronicaCommand(id, metadataFrom(req, user)),
    );
    const nome = query.nomeSdi && fattura.nomeFileSdi ? fattura.nomeFileSdi : fattura.nomeFile;
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(nome));
    res.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ${HEADER_DESTINATARIO_PRIVATO}`);
    if (fattura.privato) res.setHeader(HEADER_DESTINATARIO_PRIVATO, 'true');
    res.send(fattura.xml);
  }
}
