import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SEZIONE } from '@registro/contracts';
import { IdPipe, RequiresPermission, TextParam } from '@registro/server-platform';
import { contentDisposition } from '../../fatturapa/http/content-disposition';
import { ContenutiFattureRicevute, type FileScaricabile } from './contenuti-fatture-ricevute';

const TIPI: [RegExp, string][] = [
  [/\.xml$/i, 'application/xml'],
  [/\.p7m$/i, 'application/pkcs7-mime'],
  [/\.pdf$/i, 'application/pdf'],
];

const NOME_ALLEGATO = new TextParam({ max: 200, messaggio: "Il nome dell'allegato supera i 200 caratteri" });

function invia(res: Response, file: FileScaricabile): void {
  res.setHeader('Content-Type', TIPI.find(([re]) => re.test(file.nome))?.[1] ?? 'application/octet-stream');
  res.setHeader('Content-Disposition', contentDisposition(file.nome));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(file.contenuto);
}

/**
 * GET /api/fatturericevute/:id/file: the file as received, byte for byte (the .p7m itself when
 * signed), saved under its name; GET /api/fatturericevute/:id/allegati/:nome: one attachment's
 * decoded bytes. Both with `fatturericevute` visualizza; 404 for an unknown document or name.
 */
@Controller('fatturericevute')
export class DownloadFatturaRicevutaController {
  constructor(private readonly contenuti: ContenutiFattureRicevute) {}

  @Get(':id/file')
  @RequiresPermission(SEZIONE.fatturericevute, 'visualizza')
  async file(@Param('id', IdPipe) id: number, @Res() res: Response): Promise<void> {
    invia(res, await this.contenuti.originale(id));
  }

  @Get(':id/allegati/:nome')
  @RequiresPermission(SEZIONE.fatturericevute, 'visualizza')
  async allegato(@Param('id', IdPipe) id: number, @Param('nome', NOME_ALLEGATO) nome: string, @Res() res: Response): Promise<void> {
    invia(res, await this.contenuti.allegato(id, nome));
  }
}
