import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { haPermesso } from '@registro/contracts';
import {
  Authenticated,
  permissionDenied,
  CurrentUser,
  lista,
  ok,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { GetHistoryQuery } from '../queries/get-history/get-history.query';
import { GetStateAtQuery } from '../queries/get-state-at/get-state-at.query';
import { HistoryRegistry } from '../history-registry';
import { HistoryQueryDto, StateAtQueryDto } from './modifiche-risorse.dto';
import type { Risorsa } from '../queries/risorsa';

/**
 * The history of any record. The section comes from the query string, so the static
 * @RequiresPermission cannot express it: the handlers check `visualizza` on that section (or on the
 * sections registered as its readers) themselves.
 */
@Controller('modificherisorse')
export class ModificheRisorseController {
  constructor(
    private readonly queries: QueryBus,
    private readonly history: HistoryRegistry,
  ) {}

  @Get()
  @Authenticated()
  async storia(
    @CurrentUser() user: AuthenticatedUser,
    @Query() q: HistoryQueryDto,
  ) {
    const risorsa = { sezione: q.sezione, idRisorsa: q.idRisorsa };
    this.checkPermission(user, risorsa);
    const { list, recordsNumber } = await this.queries.execute(new GetHistoryQuery(risorsa));
    return lista(list, recordsNumber);
  }

  @Get('stato')
  @Authenticated()
  async stato(
    @CurrentUser() user: AuthenticatedUser,
    @Query() q: StateAtQueryDto,
  ) {
    const risorsa = { sezione: q.sezione, idRisorsa: q.idRisorsa };
    this.checkPermission(user, risorsa);
    return ok(await this.queries.execute(new GetStateAtQuery(risorsa, q.al)));
  }

  private checkPermission(user: AuthenticatedUser, { sezione }: Risorsa): void {
    const sezioni = this.history.readersOf(sezione);
    if (!sezioni.some((s) => haPermesso(user.permessi, s, 'visualizza')))
      throw permissionDenied({ sezione: sezioni, permesso: 'visualizza' }, user.username);
  }
}
