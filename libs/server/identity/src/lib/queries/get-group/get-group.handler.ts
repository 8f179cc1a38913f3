import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { SezioneGruppo } from '../../domain/group.events';
import { GetGroupQuery, type GruppoDettaglio } from './get-group.query';

@QueryHandler(GetGroupQuery)
export class GetGroupHandler implements IQueryHandler<GetGroupQuery, GruppoDettaglio> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ id }: GetGroupQuery): Promise<GruppoDettaglio> {
    // bigint: a path id beyond int4 is 404, not an error
    const { rows } = await this.pool.query(`SELECT id, nome, descrizione, menu, sezioni FROM gruppi WHERE id = $1`, [id]);
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
    };
  }
}
