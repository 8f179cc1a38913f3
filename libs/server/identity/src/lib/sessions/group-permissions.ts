import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PermessiGruppo } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { permissionsOf } from '../projections/users.read-model';

interface KnownPermissions {
  versione: number;
  permessi: readonly PermessiGruppo[];
}

/** More groups than a network has; past it the group loaded longest ago goes first. */
const GROUPS_KEPT = 1000;

/**
 * A group's permissions by the group's version, the one every request reads with its user. The
 * sections (36 of them, 8.5 KB of JSON) are read and mapped again only when the version changed,
 * so a changed group still takes effect at the next request, on every api replica, without each
 * request parsing them: they were a sixth of the api's per-request garbage under list load
 * (docs/performance.md). The permissions returned are shared by the requests: frozen.
 * The `gruppi` read model is written only by its projection, which sets the version with every
 * change; a migration that rewrote sections by hand runs before the api starts.
 */
@Injectable()
export class GroupPermissions {
  private readonly known = new Map<number, KnownPermissions>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(gruppoId: number, versione: number): Promise<readonly PermessiGruppo[]> {
    const known = this.known.get(gruppoId);
    if (known?.versione === versione) return known.permessi;
    const { rows } = await this.pool.query({
      name: 'permessi-del-gruppo',
      text: 'SELECT versione, sezioni FROM gruppi WHERE id = $1',
      values: [gruppoId],
    });
    if (!rows[0]) return [];
    const read: KnownPermissions = { versione: rows[0].versione, permessi: deepFreeze(permissionsOf(rows[0].sezioni)) };
    this.known.delete(gruppoId);
    this.known.set(gruppoId, read);
    if (this.known.size > GROUPS_KEPT) this.known.delete(this.known.keys().next().value as number);
    return read.permessi;
  }
}

function deepFreeze(permessi: PermessiGruppo[]): readonly PermessiGruppo[] {
  for (const sezione of permessi) {
    for (const permesso of sezione.permessi) Object.freeze(permesso);
    Object.freeze(sezione.permessi);
    Object.freeze(sezione);
  }
  return Object.freeze(permessi);
}
