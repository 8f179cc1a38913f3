import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/**
 * CPU milliseconds (user + system) used so far by every process of a process group (Chromium:
 * puppeteer starts it as a group leader) — processes that already exited are not counted, so
 * read it around a round in which Chromium keeps running.
 */
export function cpuGruppoMs(pgid: number): number {
  let totale = 0;
  for (const voce of readdirSync('/proc')) {
    if (!/^\d+$/.test(voce)) continue;
    try {
      const stat = readFileSync(`/proc/${voce}/stat`, 'utf8');
      const campi = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // after "pid (comm) ": state ppid pgrp ... utime(14) stime(15) → indexes 11, 12 here
      if (Number(campi[2]) !== pgid) continue;
      totale += (Number(campi[11]) + Number(campi[12])) * TICK_MS;
    } catch {
      // gone meanwhile
    }
  }
  return totale;
}

/** CPU milliseconds of this Node process so far. */
export function cpuNodeMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
