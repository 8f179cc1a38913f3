import { Controller, Get, Query } from '@nestjs/common';
import { RequiresPermission, lista, paging } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { IcdixFiltersDto } from '../icdix/icdix.dto';
import { ListIcdix } from '../icdix/list-icdix';

/** GET /api/serviziicdix (spec 2 §2.8, §7): the ICD-IX diagnoses, 100 per page, by codice and descrizione. */
@Controller('serviziicdix')
export class ServiziIcdixController {
  constructor(private readonly icdix: ListIcdix) {}

  @Get()
  @RequiresPermission(SEZIONE_DATAANALYSIS, 'visualizza')
  async list(@Query() query: IcdixFiltersDto) {
    const { list, recordsNumber } = await this.icdix.list(query, paging({ page: query.page, forPage: query.forPage ?? 100 }));
    return lista(list, recordsNumber);
  }
}
