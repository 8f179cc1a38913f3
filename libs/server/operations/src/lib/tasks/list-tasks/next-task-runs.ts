import { Injectable, Logger } from '@nestjs/common';
import type { Task } from '@registro/contracts';
import type { ListDecorator } from '@registro/server-platform';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { withTimeout } from '../scheduling/with-timeout';

/** The list's `dataOraProssimaEsecuzione`: when BullMQ runs each ATTIVO task next (Redis, not SQL). */
@Injectable()
export class NextTaskRuns implements ListDecorator<Task> {
  private readonly logger = new Logger('NextTaskRuns');

  constructor(private readonly pianificazione: TaskScheduler) {}

  async decorate(tasks: Task[]): Promise<Task[]> {
    const prossime = await this.prossime();
    return tasks.map((t) => {
      const prossima = prossime.get(t.id);
      return { ...t, dataOraProssimaEsecuzione: t.stato === 'ATTIVO' && prossima ? new Date(prossima).toISOString() : null };
    });
  }

  /** Redis down: the list still answers, without next run times. */
  private async prossime(): Promise<Map<number, number>> {
    try {
      return await withTimeout(this.pianificazione.nextRuns());
    } catch (e) {
      this.logger.warn(`Prossime esecuzioni non disponibili: ${(e as Error).message}`);
      return new Map();
    }
  }
}
