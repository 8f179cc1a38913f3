import { Query } from '@nestjs/cqrs';
import type { Indirizzo, TipoIdentificativo } from '../../domain/user.events';

/** GET /api/profilo: the caller's editable profile (spec 1 §3). */
export interface EditableProfile {
  id: number;
  username: string;
  cellulare: string;
  email: string;
  cognome: string;
  nome: string;
  tipoIdentificativo: TipoIdentificativo | null;
  identificativo: string;
  domicilio: Indirizzo;
  residenza: Indirizzo;
  latitudine: number | null;
  longitudine: number | null;
}

export class GetOwnProfileQuery extends Query<EditableProfile> {
  constructor(readonly userId: number) {
    super();
  }
}
