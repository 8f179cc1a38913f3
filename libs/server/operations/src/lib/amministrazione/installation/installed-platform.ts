import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';

/**
 * The platform is installed once its database is migrated and holds at least one user (the
 * seeded administrator): the event store has a `users` stream. Once true it stays true, so the
 * answer is kept; while false it is asked again on every call. A database that does not answer
 * or is not migrated yet means "not installed".
 */
@Injectable()
export class InstalledPlatform {
  private installata = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async check(): Promise<boolean> {
    if (this.installata) return true;
    try {
      const { rows } = await this.pool.query<{ installata: boolean }>(
        `SELECT to_regclass('public.events') IS NOT NULL
                AND EXISTS (SELECT 1 FROM events WHERE stream_type = 'users' AND event_type = 'UserCreated') AS installata`,
      );
      this.installata = rows[0]?.installata === true;
    } catch {
      return false;
    }
    return this.installata;
  }
}
