import { Controller, Get, Param } from '@nestjs/common';
import { IdPipe, RequiresPermission, lista, ok } from '@registro/server-platform';
import { SEZIONE_DIZIONARI } from '../anagrafiche.events';
import { DizionarioSezioneService } from '../dizionari/dizionario-sezione.service';

/** /api/dizionariosezioni (spec 3 §7): the three sections, each with its types. */
@Controller('dizionariosezioni')
export class DizionarioSezioniController {
  constructor(private readonly sezioni: DizionarioSezioneService) {}

  @Get()
  @RequiresPermission(SEZIONE_DIZIONARI, 'visualizza')
  async list() {
    const sezioni = await this.sezioni.list();
    return lista(sezioni, sezioni.length);
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_DIZIONARI, 'visualizza')
  async get(@Param('id', IdPipe) id: number) {
    return ok(await this.sezioni.get(id));
  }
}
