import { Query } from '@nestjs/cqrs';
import type { StatoRisorsa } from '@registro/contracts';
import type { Risorsa } from '../risorsa';

export class GetStateAtQuery extends Query<StatoRisorsa> {
  constructor(
    readonly risorsa: Risorsa,
    readonly al: Date,
  ) {
    super();
  }
}
