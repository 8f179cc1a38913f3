import { Query } from '@nestjs/cqrs';
import type { VoceMenuGruppo } from '@registro/contracts';

/** A group as GET /api/gruppi/:id shows it: the flat menu and each section's permissions. */
export interface GruppoDettaglio {
  id: number;
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: { id: string; descrizione: string; permessi: { descrizione: string; attivo: boolean }[] }[];
}

export class GetGroupQuery extends Query<GruppoDettaglio> {
  constructor(readonly id: number) {
    super();
  }
}
