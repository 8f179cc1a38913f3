import { Controller, Get } from '@nestjs/common';
import { haPermesso } from '@registro/contracts';
import { Authenticated, ok, CurrentUser, type AuthenticatedUser } from '@registro/server-platform';
import { VOCI_CONFIGURAZIONE } from './voci-configurazione';

@Controller('vocimenu')
export class ConfigurazioniController {
  /** The panel's entries the caller may open. */
  @Get('configurazioni')
  @Authenticated()
  voci(@CurrentUser() user: AuthenticatedUser) {
    return ok(VOCI_CONFIGURAZIONE.filter((v) => haPermesso(user.permessi, v.routeId, 'visualizza')));
  }
}
