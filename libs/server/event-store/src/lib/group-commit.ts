import { DatabaseError, type Pool, type QueryResult } from 'pg';
import type { Transaction } from './event-store.types';
import { batchable, type BatchedWrite, WriteBatch } from './write-batch';

/** Merged batches on their way to the server at once, per pool: one per core of a small database server. */
const GROUPS_IN_FLIGHT = 2;

/** The writes of one transaction that ends as a WriteBatch (commitTransaction). */
interface Member {
  tx: Transaction;
  writes: BatchedWrite[];
}

type Outcome = { ok: true; result: QueryResult } | { ok: false; error: unknown };

/**
 * Group commit of WriteBatches: the transactions of a pool that end as a WriteBatch at about the
 * same time (while GROUPS_IN_FLIGHT merged batches are already on their way) go to the server as
 * one, on one of their connections: one socket write, one wake-up of one backend, one commit and
 * one WAL flush for all of them (the flush was a fifth of PostgreSQL's CPU per append at 1 event,
 * the socket write 45% of Node's busy time: docs/performance.md). The server runs them one after the other in one implicit
 * transaction, as if they had committed in that order.
 *
 * When the server refuses one write of the merged batch, none of it is kept, and each member is
 * sent again as a WriteBatch of its own, on its own connection: the member at fault gets its own
 * error (a ConcurrencyError, a duplicate key), the others commit. When the carrier's connection
 * fails instead, every member gets that error: whether the batch committed is unknown, as for a
 * lone transaction. The carrier's writes settle only once the merged batch is answered, so its
 * connection is not handed back to the pool while it still carries another member's writes.
 */
export class GroupCommit {
  private waiting: Member[] = [];
  private inFlight = 0;
  private scheduled = false;

  /** Sends `writes` (batchable on `tx`'s connection) with whatever else arrives in this turn of the event loop. */
  submit(tx: Transaction, writes: BatchedWrite[]): void {
    this.waiting.push({ tx, writes });
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= GROUPS_IN_FLIGHT || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.sendWaiting();
    });
  }

  private async sendWaiting(): Promise<void> {
    const members = this.waiting.splice(0);
    if (members.length === 0) return;
    this.inFlight += 1;
    try {
      await sendGroup(members);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }
}

const groups = new WeakMap<Pool, GroupCommit>();

/** The pool's group commit (one per pool: its transactions share it). */
export function groupCommitOf(pool: Pool): GroupCommit {
  let group = groups.get(pool);
  if (!group) groups.set(pool, (group = new GroupCommit()));
  return group;
}

/**
 * The members on the first one's connection; a member with a statement that connection has not
 * prepared goes alone on its own, as it would have without the group.
 */
async function sendGroup(members: Member[]): Promise<void> {
  const carrier = members[0].tx;
  const merged = members.filter((member) => member === members[0] || member.writes.every((write) => batchable(carrier.connection, write)));
  const alone = members.filter((member) => !merged.includes(member));
  await Promise.all([sendMerged(carrier, merged), ...alone.map((member) => sendBatch(member.tx, member.writes))]);
}

async function sendMerged(carrier: Transaction, members: Member[]): Promise<void> {
  if (members.length === 1) return sendBatch(carrier, members[0].writes);
  const writes = members.flatMap((member) => member.writes);
  const outcomes = await sendAndCollect(carrier, writes);
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (!failed) return writes.forEach((write, index) => settle(write, outcomes[index]));
  // the connection failed (no answer from the server): whether it committed is unknown, for every member
  if (!(failed.error instanceof DatabaseError)) return writes.forEach((write) => settle(write, failed));
  // the server refused one write and kept none: each member again, on its own connection
  await Promise.all(members.map((member) => sendBatch(member.tx, member.writes)));
}

/** `writes` as one WriteBatch on `tx`'s connection; resolves once they are all answered. */
async function sendBatch(tx: Transaction, writes: BatchedWrite[]): Promise<void> {
  const outcomes = await sendAndCollect(tx, writes);
  writes.forEach((write, index) => settle(write, outcomes[index]));
}

/** Sends `writes` as one WriteBatch and answers each one's outcome, without settling the writes themselves. */
function sendAndCollect(tx: Transaction, writes: BatchedWrite[]): Promise<Outcome[]> {
  const collecting: BatchedWrite[] = [];
  const outcomes = writes.map(
    ({ query }) =>
      new Promise<Outcome>((resolve) =>
        collecting.push({ query, resolve: (result) => resolve({ ok: true, result }), reject: (error) => resolve({ ok: false, error }) }),
      ),
  );
  tx.query(new WriteBatch(collecting));
  return Promise.all(outcomes);
}

function settle(write: BatchedWrite, outcome: Outcome): void {
  if (outcome.ok) write.resolve(outcome.result);
  else write.reject(outcome.error);
}
