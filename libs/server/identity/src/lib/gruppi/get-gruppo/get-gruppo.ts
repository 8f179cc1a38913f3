import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SEZIONE, type VoceMenuGruppo } from '@registro/contracts';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { SezioneGruppo } from '../../domain/group.events';

/** A group as GET /api/gruppi/:id shows it: the flat menu and each section's permissions. */
export interface GruppoDettaglio {
  id: number;
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: { id: string; descrizione: string; permessi: { descrizione: string; attivo: boolean }[] }[];
  /** the version the editor sends back: another user's save in between is 409 */
  versione: number;
}

/** GET /api/gruppi/:id: the group editor's record. */
export const getGruppo = queryUseCase({
  name: 'GetGruppo',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE.gruppi, 'visualizza'],
});

@Controller('gruppi')
export class GetGruppoEndpoint extends UseCaseEndpoint(getGruppo) {}

@QueryHandler(getGruppo.message)
export class GetGruppoHandler implements IQueryHandler<MessageOf<typeof getGruppo>, GruppoDettaglio> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input: { id } }: MessageOf<typeof getGruppo>): Promise<GruppoDettaglio> {
    // bigint: a path id beyond int4 is 404, not an error
    const { rows } = await this.pool.query(`SELECT id, nome, descrizione, menu, sezioni, versione FROM gruppi WHERE id = $1`, [id]);
    const g = rows[0];
    if (!g) throw new NotFoundError('Gruppo non trovato');
    return {
      id: g.id,
      nome: g.nome,
      descrizione: g.descrizione,
      menu: g.menu,
      sezioni: (g.sezioni as SezioneGruppo[]).map((s) => ({
        id: s.id,
        descrizione: s.descrizione,
        permessi: s.permessi.map((p) => ({ descrizione: p.permesso, attivo: p.attivo })),
      })),
      versione: g.versione,
    };
  }
}
