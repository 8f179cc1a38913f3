import { createHash } from 'node:crypto';

/**
 * The run id of a scheduled job: derived from the BullMQ job id (`repeat:task-<id>:<millis>`), so
 * whichever worker takes the job, and however often, it is the same run stream — the second
 * attempt to start it finds the stream already there and does nothing.
 */
export function runIdFromJob(idJob: string): string {
  const h = createHash('sha256').update(`registro-task-job:${idJob}`).digest('hex');
  const variante = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variante}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
