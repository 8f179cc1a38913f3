import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, IdPipe, RequiresPermission, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import type { Request } from 'express';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { DeleteDocumentoCommand } from './delete-documento.command';

/** DELETE /api/paperclean/documenti/{id}: a BOZZA of either store. */
@Controller('paperclean/documenti')
export class DeleteDocumentoController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'elimina')
  async elimina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new DeleteDocumentoCommand(id, metadataFrom(req, user)));
    return messaggio('Cancellazione avvenuta con successo');
  }
}
