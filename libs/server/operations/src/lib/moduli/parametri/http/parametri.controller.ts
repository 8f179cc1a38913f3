import { Controller, Get } from '@nestjs/common';
import type { ParametroConfigurazione } from '@registro/contracts';
import { ParametriConfigurazione, RecordController, RequiresPermission, column, lista } from '@registro/server-platform';
import { ParametriService } from '../parametri.service';
import { ListParametriDto } from './list-parametri.dto';
import { SaveParametroDto } from './save-parametro.dto';

/** /api/configparameter (spec 2 §2.6, §7): the stored parameters and the ones loaded in memory. */
@Controller('configparameter')
export class ParametriController extends RecordController<SaveParametroDto, ParametroConfigurazione, ListParametriDto>({
  sezione: 'configparameter',
  body: SaveParametroDto,
  filters: ListParametriDto,
  forPage: 30,
  excel: {
    fileName: 'Parametri_',
    columns: [column('Nome', 'nome'), column('Tipo', 'tipo'), column('Note', 'note'), column('Parametro', 'parametro', 'text', 60)],
  },
  messages: { deleted: 'Parametro eliminato con successo' },
}) {
  constructor(
    service: ParametriService,
    private readonly parametri: ParametriConfigurazione,
  ) {
    super(service);
  }

  /** The values this api process holds now, with where each comes from. */
  @Get('loaded')
  @RequiresPermission('configparameter', 'visualizza')
  loaded() {
    const caricati = this.parametri.caricati();
    return lista(caricati, caricati.length);
  }
}
