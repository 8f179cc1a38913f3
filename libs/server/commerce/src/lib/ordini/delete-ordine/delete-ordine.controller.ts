import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, IdPipe, RequiresPermission, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import type { Request } from 'express';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { soloClientePerEliminare } from '../ordini-scope';
import { DeleteOrdineCommand } from './delete-ordine.command';

/** DELETE /api/ordiniordini/:id: `elimina` deletes any CREATO order, `modifica` alone only one's own. */
@Controller('ordiniordini')
export class DeleteOrdineController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequiresPermission(SEZIONE_ORDINI, ['modifica', 'elimina'])
  async elimina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new DeleteOrdineCommand(id, soloClientePerEliminare(user), metadataFrom(req, user)));
    return messaggio('Ordine eliminato');
  }
}
