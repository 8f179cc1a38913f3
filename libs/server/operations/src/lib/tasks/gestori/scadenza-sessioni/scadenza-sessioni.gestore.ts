import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SessionStore, SignOutCommand } from '@registro/server-identity';
import { PG_POOL, type AuthenticatedUser } from '@registro/server-platform';
import { GestoreTaskRegistrato, type ContestoEsecuzione, type GestoreTask } from '../gestore-task';

interface SessioneAperta {
  id: string;
  user_id: number;
  username: string;
  session_type: string;
  created_at: Date;
}

/**
 * Closes the sessions the session list still shows as open (no sign-out recorded) although Redis
 * no longer has them (unused, expired) or they are past their absolute limit: each gets identity's
 * own sign-out (UserSignedOut, Redis key removed), so the list, the history and the logs agree.
 */
@GestoreTaskRegistrato('ScadenzaSessioni', 'Chiude le sessioni scadute o non più attive')
export class ScadenzaSessioni implements GestoreTask {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sessioni: SessionStore,
    private readonly commands: CommandBus,
  ) {}

  async esegui(contesto: ContestoEsecuzione): Promise<void> {
    const { rows } = await this.pool.query<SessioneAperta>(
      `SELECT id, user_id, username, session_type, created_at FROM sessioni WHERE ended_at IS NULL ORDER BY created_at`,
    );
    await contesto.log(`Sessioni aperte da verificare: ${rows.length}`);
    const vive = await this.sessioni.ttlVive(rows.map((r) => r.id));
    const limite = Date.now() - this.sessioni.policy.absoluteMs;
    let chiuse = 0;
    for (const s of rows) {
      if (contesto.segnale.aborted) break;
      if (vive.has(s.id) && new Date(s.created_at).getTime() > limite) continue;
      const utente = { userId: s.user_id, username: s.username, sessionId: s.id, sessionType: s.session_type } as AuthenticatedUser;
      await this.commands.execute(new SignOutCommand(utente, { userName: 'sistema', motivo: 'Sessione scaduta' }));
      await contesto.log(`Sessione di ${s.username} del ${new Date(s.created_at).toISOString()} chiusa: scaduta`);
      chiuse++;
    }
    await contesto.log(`Sessioni chiuse: ${chiuse}; ancora attive: ${rows.length - chiuse}`);
  }
}
