import { Controller, Get, Query } from '@nestjs/common';
import { BadRequestError, RequiresPermission, ok } from '@registro/server-platform';
import { CountDocumenti } from '../queries/count-documenti';
import { romeDay } from '../queries/rome-day';
import { CountersQueryDto } from './counters.dto';

/** GET /api/wincareold/contatori?dataDal=&dataAl= (timestamps or days; each defaults to today): the Riepilogo Documenti cards. */
@Controller('wincareold')
export class CountersController {
  constructor(private readonly conta: CountDocumenti) {}

  @Get('contatori')
  @RequiresPermission('documentrepository', 'visualizza')
  async contatori(@Query() { dataDal, dataAl }: CountersQueryDto) {
    const adesso = new Date();
    const dal = dataDal ?? adesso;
    const al = dataAl ?? adesso;
    if (romeDay(dal) > romeDay(al)) throw new BadRequestError('La Data Refertazione Dal non può essere successiva alla Data Refertazione Al');
    return ok(await this.conta.contatori(dal, al));
  }
}
