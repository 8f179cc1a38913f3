import type { Pool } from 'pg';
import { readCheckpoint, writeCheckpoint } from './checkpoints';
import { type EventsListener, listenForEvents } from './event-notifications';
import { type EventPosition, positionOf } from './event-position';
import type { Projection, Upcaster } from './event-store.types';
import { eventsHandledBy } from './handled-events';
import { hasCommittedEventsAfter, readAllEvents } from './read-all';
import {
  DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  inSubscriptionTransaction,
} from './subscription-transaction';
import { Upcasting } from './upcasting';

export interface SubscriptionOptions {
  /** events read and applied per transaction (default 500) */
  batchSize?: number;
  /**
   * fallback poll when no NOTIFY arrives (default 500 ms): covers appends whose wake-up was left
   * to a concurrent appender, and events held back behind an older transaction
   */
  pollIntervalMs?: number;
  upcasters?: Upcaster[];
  /** see DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS */
  idleInTransactionTimeoutMs?: number;
  /**
   * catchUp() waits up to this long for committed events held back by an older transaction of
   * this database still running, before giving up (default 5000 ms)
   */
  catchUpWaitMs?: number;
  onError?: (error: unknown) => void;
}

const HELD_BACK_RETRY_MS = 100;

interface BatchResult {
  processed: number;
  position: EventPosition;
}

/**
 * Feeds a projection with every committed event, in (transaction_id, global_position) order,
 * exactly once: each batch is applied and checkpointed in one transaction.
 */
export class SubscriptionRunner {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly idleInTransactionTimeoutMs: number;
  private readonly catchUpWaitMs: number;
  private readonly upcasting: Upcasting;
  private readonly onError: (error: unknown) => void;
  private running = false;
  private loop?: Promise<void>;
  private listener?: EventsListener;
  private notified = false;
  private wakeUp?: () => void;

  constructor(
    private readonly pool: Pool,
    private readonly projection: Projection,
    options: SubscriptionOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.idleInTransactionTimeoutMs =
      options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS;
    this.catchUpWaitMs = options.catchUpWaitMs ?? 5000;
    this.upcasting = new Upcasting(options.upcasters);
    this.onError =
      options.onError ??
      ((error) => console.error(`[subscription ${projection.name}]`, error));
  }

  /** Processes in the background until stop(): woken by NOTIFY, polling as a fallback. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = undefined;
    await this.listener?.close();
    this.listener = undefined;
  }

  /** Processes everything committed now; returns how many events the checkpoint moved past. */
  async catchUp(): Promise<number> {
    const deadline = Date.now() + this.catchUpWaitMs;
    let processed = 0;
    for (;;) {
      const batch = await this.processBatch();
      processed += batch.processed;
      if (batch.processed > 0) continue;
      const heldBack = await hasCommittedEventsAfter(this.pool, batch.position);
      if (!heldBack || Date.now() >= deadline) return processed;
      await sleep(20);
    }
  }

  private processBatch(): Promise<BatchResult> {
    const { name } = this.projection;
    return inSubscriptionTransaction(this.pool, name, this.idleInTransactionTimeoutMs, async (tx) => {
      const from = await readCheckpoint(tx, name);
      const events = await readAllEvents(tx, from, this.batchSize, this.upcasting);
      if (events.length === 0) return { processed: 0, position: from };
      const handled = eventsHandledBy(this.projection, events);
      if (handled.length > 0) await this.projection.apply(tx, handled);
      const position = positionOf(events[events.length - 1]);
      await writeCheckpoint(tx, name, position);
      return { processed: events.length, position };
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.notified = false;
      let sleepMs = this.pollIntervalMs;
      try {
        if (!this.listener) await this.listen();
        const batch = await this.processBatch();
        if (batch.processed > 0) continue;
        // Committed events waiting behind an older transaction come through when it ends, which
        // sends no NOTIFY if it appended nothing: look again soon.
        if (await hasCommittedEventsAfter(this.pool, batch.position)) {
          sleepMs = Math.min(HELD_BACK_RETRY_MS, this.pollIntervalMs);
        }
      } catch (error) {
        this.onError(error);
      }
      await this.sleepUntilWoken(sleepMs);
    }
  }

  private async listen(): Promise<void> {
    try {
      this.listener = await listenForEvents(
        this.pool,
        this.idleInTransactionTimeoutMs,
        () => this.wake(),
        (error) => {
          this.onError(error);
          void this.listener?.close();
          this.listener = undefined;
        },
      );
    } catch (error) {
      this.onError(error); // polling keeps working; run() retries the LISTEN
    }
  }

  private wake(): void {
    this.notified = true;
    this.wakeUp?.();
  }

  private async sleepUntilWoken(ms: number): Promise<void> {
    if (this.notified || !this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
