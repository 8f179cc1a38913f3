import { Controller, Delete, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { IdPipe, messaggio, metadataFrom, ok, RequiresPermission, CurrentUser, type AuthenticatedUser } from '@registro/server-platform';
import { IntegrazioneQueries } from './integrazione.queries';
import { IntegrazioneService } from './integrazione.service';

/** Lista Richieste (spec 3): the view and the delete (the list is list-integrazioni/). */
@Controller('integrazionebusiness')
export class IntegrazioneBusinessController {
  constructor(
    private readonly queries: IntegrazioneQueries,
    private readonly integrazioni: IntegrazioneService,
  ) {}

  @Get(':id')
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.get(id));
  }

  @Delete(':id')
  @RequiresPermission('integrazionebusiness', 'elimina')
  async elimina(@Param('id', IdPipe) id: number, @Req() req: Request, @CurrentUser() user: AuthenticatedUser) {
    await this.integrazioni.delete(id, metadataFrom(req, user));
    return messaggio('Richiesta eliminata con successo');
  }
}
