import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SEZIONI, type Sezione } from '@registro/contracts';
import { PG_POOL } from '../database/database.tokens';

/**
 * The permission sections: the platform's own (`SEZIONI`) and those installed from modules
 * (spec 2 §2.5, `sezioni_installate`). Group editing offers and accepts exactly these.
 */
@Injectable()
export class SezioniPermesso {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async tutte(): Promise<Sezione[]> {
    const { rows } = await this.pool.query<Sezione>(`SELECT id, descrizione FROM sezioni_installate ORDER BY installata_il, id`);
    const statiche = new Set(SEZIONI.map((s) => s.id));
    return [...SEZIONI, ...rows.filter((r) => !statiche.has(r.id))];
  }
}
