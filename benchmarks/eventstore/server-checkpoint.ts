import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';

/**
 * CHECKPOINT before a store's run, so that none of them runs into one the run before it set off
 * (max_wal_size is reached every minute or so at 10 events per append) or pays the others' full
 * page writes: every store starts right after one. Where the role may not (not a superuser nor
 * pg_checkpoint), nothing is done and false is answered.
 */
export async function checkpoint(url: string): Promise<boolean> {
  const client = guardPgClient(new Client({ connectionString: url }));
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return false; // insufficient_privilege
    throw error;
  } finally {
    await client.end();
  }
}
