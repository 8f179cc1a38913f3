import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Anagrafica } from '@registro/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  IdPipe,
  RecordController,
  RequiresPermission,
  lista,
  messaggio,
  metadataFrom,
} from '@registro/server-platform';
import { SEZIONE_ANAGRAFICA, SEZIONE_ARTICOLI, SEZIONE_DOCUMENTI } from '../anagrafiche.events';
import { AnagraficaDto, AnagraficaFiltersDto, NoteAnagraficaQueryDto } from '../anagrafica/anagrafica.dto';
import { ANAGRAFICA_EXCEL, AnagraficaService } from '../anagrafica/anagrafica.service';

/**
 * /api/anagrafica (spec 3 §7): written with `anagrafica`; read also with `documenti` (the
 * counterparty search, codiceTipo=ALL) and `articoli` (the suppliers, codiceTipo=FOR). DELETE
 * marks the party ELIMINATO; `ripristina/:id` brings it back.
 */
@Controller('anagrafica')
export class AnagraficaController extends RecordController<AnagraficaDto, Anagrafica, AnagraficaFiltersDto>({
  sezione: SEZIONE_ANAGRAFICA,
  readSezione: [SEZIONE_ANAGRAFICA, SEZIONE_DOCUMENTI, SEZIONE_ARTICOLI],
  body: AnagraficaDto,
  filters: AnagraficaFiltersDto,
  forPage: 50,
  excel: ANAGRAFICA_EXCEL,
  messages: { deleted: 'Anagrafica eliminata' },
}) {
  constructor(private readonly anagrafiche: AnagraficaService) {
    super(anagrafiche);
  }

  @Get('note')
  @RequiresPermission(SEZIONE_ANAGRAFICA, 'visualizza')
  async note(@Query() query: NoteAnagraficaQueryDto) {
    const note = await this.anagrafiche.defaultNotes(query.sezioneDizionario ?? 'ANAGRAFICA');
    return lista(note, note.length);
  }

  @Get('ripristina/:id')
  @RequiresPermission(SEZIONE_ANAGRAFICA, 'elimina')
  async ripristina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.anagrafiche.restore(id, metadataFrom(req, user));
    return messaggio('Anagrafica ripristinata', await this.anagrafiche.get(id));
  }
}
