import { Inject } from '@nestjs/common';
import { SESSION_DIRECTORY, type SessionDirectory } from '@registro/server-platform';
import { RegisterTaskHandler, type TaskRunContext, type TaskHandler } from '../task-handler';

/**
 * Closes the sessions the session list still shows as open (no sign-out recorded) although they
 * are no longer alive (unused, expired) or are past their absolute limit: each gets identity's own
 * sign-out (through the SESSION_DIRECTORY port), so the list, the history and the logs agree.
 */
@RegisterTaskHandler('ScadenzaSessioni', 'Chiude le sessioni scadute o non più attive')
export class ScadenzaSessioniHandler implements TaskHandler {
  constructor(@Inject(SESSION_DIRECTORY) private readonly sessioni: SessionDirectory) {}

  async run(context: TaskRunContext): Promise<void> {
    const aperte = await this.sessioni.openSessions();
    await context.log(`Sessioni aperte da verificare: ${aperte.length}`);
    const vive = await this.sessioni.liveSessions(aperte.map((s) => s.sessionId));
    const limite = Date.now() - this.sessioni.absoluteLifetimeMs;
    let chiuse = 0;
    for (const s of aperte) {
      if (context.signal.aborted) break;
      if (vive.has(s.sessionId) && new Date(s.createdAt).getTime() > limite) continue;
      await this.sessioni.signOut(s, 'Sessione scaduta');
      await context.log(`Sessione di ${s.username} del ${new Date(s.createdAt).toISOString()} chiusa: scaduta`);
      chiuse++;
    }
    await context.log(`Sessioni chiuse: ${chiuse}; ancora attive: ${aperte.length - chiuse}`);
  }
}
