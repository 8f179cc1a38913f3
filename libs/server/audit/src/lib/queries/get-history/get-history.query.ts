import { Query } from '@nestjs/cqrs';
import type { Lista, ModificaRisorsa } from '@registro/contracts';
import type { Risorsa } from '../risorsa';

export class GetHistoryQuery extends Query<Lista<ModificaRisorsa>> {
  constructor(readonly risorsa: Risorsa) {
    super();
  }
}
