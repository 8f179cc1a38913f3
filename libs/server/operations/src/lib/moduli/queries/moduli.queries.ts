import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PERMESSI, type InfoJar, type Modulo, type SezioneModulo } from '@registro/contracts';
import { NotFoundError, PG_POOL, SezioniPermesso } from '@registro/server-platform';
import { COLONNE_MODULO } from '../list-moduli/moduli-list-sql';

/** Reads of the installed modules (`moduli`) and of the sections they bring. */
@Injectable()
export class ModuliQueries {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sezioni: SezioniPermesso,
  ) {}

  async get(id: number): Promise<Modulo> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE_MODULO} FROM moduli WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Modulo non trovato');
    return rows[0];
  }

  /** GET installation/jarinfo: the manifest of the module uploaded as that file. */
  async infoJar(jarName: string): Promise<InfoJar> {
    const { rows } = await this.pool.query(
      `SELECT nome, version, compile_date AS "compileDate", descrizione, sezioni FROM moduli WHERE lower(jar) = lower($1) ORDER BY id DESC LIMIT 1`,
      [jarName.trim()],
    );
    if (!rows[0]) throw new NotFoundError(`Nessun modulo caricato dal file ${jarName}`);
    return rows[0];
  }

  /** The sections of a module, each marked presente once it is a permission section. */
  async sezioniModulo(nomeModulo: string): Promise<SezioneModulo[]> {
    const { rows } = await this.pool.query(`SELECT sezioni FROM moduli WHERE lower(nome) = lower($1)`, [nomeModulo.trim()]);
    if (!rows[0]) throw new NotFoundError(`Modulo non trovato: ${nomeModulo}`);
    const presenti = new Map((await this.sezioni.tutte()).map((s) => [s.id, s.descrizione]));
    return (rows[0].sezioni as { id: string; descrizione: string }[]).map((s) => ({
      id: s.id,
      descrizione: presenti.get(s.id) ?? s.descrizione,
      permessiAssegnati: PERMESSI.join(', '),
      presente: presenti.has(s.id),
    }));
  }
}
