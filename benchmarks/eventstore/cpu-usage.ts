import { readdirSync, readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';

/** CPU time spent so far, in microseconds: this process's, and all PostgreSQL processes' of this machine (null where /proc does not show them). */
export interface CpuSnapshot {
  nodeMicros: number;
  postgresMicros: number | null;
}

const CLOCK_TICK_MICROS = 10_000; // USER_HZ is 100 on Linux

/** utime + stime of every process named postgres (the server and its backends), from /proc. */
function postgresMicros(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return seen ? ticks * CLOCK_TICK_MICROS : null;
}

export function cpuSnapshot(): CpuSnapshot {
  const { user, system } = cpuUsage();
  return { nodeMicros: user + system, postgresMicros: postgresMicros() };
}

/** CPU per operation between two snapshots, in microseconds (postgres null when not measured). */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, operations: number): { node: number; postgres: number | null } {
  const per = (micros: number) => Math.round(micros / Math.max(1, operations));
  return {
    node: per(after.nodeMicros - before.nodeMicros),
    postgres: before.postgresMicros === null || after.postgresMicros === null ? null : per(after.postgresMicros - before.postgresMicros),
  };
}
