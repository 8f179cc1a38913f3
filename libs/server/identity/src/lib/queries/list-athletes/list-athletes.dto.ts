import { FiltroTesto, PagedQueryDto } from '@registro/server-platform';

/** GET /api/test/atleti query string. */
export class ListAthletesDto extends PagedQueryDto {
  @FiltroTesto('nome') nome?: string;
  @FiltroTesto('cognome') cognome?: string;
  @FiltroTesto('sport') sport?: string;
  @FiltroTesto('citta') citta?: string;
}
