/**
 * BullMQ's connection retries forever while Redis is down (maxRetriesPerRequest null): a request
 * must not wait for it. Rejects after `ms`; the command itself may still run when Redis returns.
 */
export function withTimeout<T>(p: Promise<T>, ms = 3000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('Redis non risponde')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}
