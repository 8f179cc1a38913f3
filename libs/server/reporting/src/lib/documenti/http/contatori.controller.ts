import { Controller, Get, Query } from '@nestjs/common';
import { BadRequestError, RequiresPermission, ok } from '@registro/server-platform';
import { ContaDocumenti } from '../queries/conta-documenti';
import { giornoRoma } from '../queries/giorno-roma';
import { dataMs } from './id-documento';

/** GET /api/wincareold/contatori?dataDal=&dataAl= (epoch ms; each defaults to now): the Riepilogo Documenti cards. */
@Controller('wincareold')
export class ContatoriController {
  constructor(private readonly conta: ContaDocumenti) {}

  @Get('contatori')
  @RequiresPermission('documentrepository', 'visualizza')
  async contatori(@Query('dataDal') dataDal: unknown, @Query('dataAl') dataAl: unknown) {
    const adesso = Date.now();
    const dal = dataMs(dataDal, 'dataDal') ?? adesso;
    const al = dataMs(dataAl, 'dataAl') ?? adesso;
    if (giornoRoma(dal) > giornoRoma(al)) throw new BadRequestError('La Data Refertazione Dal non può essere successiva alla Data Refertazione Al');
    return ok(await this.conta.contatori(dal, al));
  }
}
