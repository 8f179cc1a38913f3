import { Controller, Get, Query } from '@nestjs/common';
import { BadRequestError, RequiresPermission, ok } from '@registro/server-platform';
import { CountDocumenti } from '../queries/count-documenti';
import { romeDay } from '../queries/rome-day';
import { CountersQueryDto } from './counters.dto';

/** An optional epoch-ms date from the query string; 400 when present and not a number. */
function dataMs(value: unknown, nome: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
  if (Number.isNaN(n)) throw new BadRequestError(`Il parametro ${nome} deve essere una data in millisecondi`);
  return n;
}

/** GET /api/wincareold/contatori?dataDal=&dataAl= (epoch ms; each defaults to now): the Riepilogo Documenti cards. */
@Controller('wincareold')
export class CountersController {
  constructor(private readonly conta: CountDocumenti) {}

  @Get('contatori')
  @RequiresPermission('documentrepository', 'visualizza')
  async contatori(@Query() { dataDal, dataAl }: CountersQueryDto) {
    const adesso = Date.now();
    const dal = dataMs(dataDal, 'dataDal') ?? adesso;
    const al = dataMs(dataAl, 'dataAl') ?? adesso;
    if (romeDay(dal) > romeDay(al)) throw new BadRequestError('La Data Refertazione Dal non può essere successiva alla Data Refertazione Al');
    return ok(await this.conta.contatori(dal, al));
  }
}
