import { Query } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';
import type { Athlete } from './demo-athletes';

export type FiltriAtleti = Partial<Record<'nome' | 'cognome' | 'sport' | 'citta', string>>;

export class ListAthletesQuery extends Query<Lista<Athlete>> {
  constructor(
    readonly filtri: FiltriAtleti,
    readonly pagina: PageRequest,
  ) {
    super();
  }
}
