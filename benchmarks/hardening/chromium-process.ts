import { spawnSync } from 'node:child_process';

/**
 * The Chromium a worker launched: puppeteer starts it detached, so it is a child of the worker
 * and the leader of its own process group (its renderers and helpers are in that group).
 */
export function chromiumDi(pidWorker: number): number | undefined {
  const righe = spawnSync('ps', ['-eo', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' }).stdout.split('\n');
  const processi = righe.map((r) => r.trim().split(/\s+/));
  // a killed Chromium stays a zombie until the worker reaps it
  const vivo = processi.find(([pid, ppid, pgid, stato]) => Number(ppid) === pidWorker && pgid === pid && !stato?.startsWith('Z'));
  return vivo ? Number(vivo[0]) : undefined;
}

/** Whether a process (or, with a negative pid, a process group) still exists. */
export function esiste(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
