import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** resident set size now, MiB */
  rssMiB: number;
  /** the highest resident set size since the process started (VmHWM), MiB */
  picco: number;
}

/** VmRSS and VmHWM of a Linux process, from /proc/<pid>/status. */
export function memoriaDi(pid: number): ProcessMemory {
  const stato = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(stato)?.[1] ?? NaN);
  return { rssMiB: Math.round(kB('VmRSS') / 1024), picco: Math.round(kB('VmHWM') / 1024) };
}

/** Samples the RSS of `pid` every `ms` until `stop()`, which answers the highest sample (MiB). */
export function sampleRss(pid: number, ms = 200): { stop(): number } {
  let massimo = memoriaDi(pid).rssMiB;
  const timer = setInterval(() => {
    try {
      massimo = Math.max(massimo, memoriaDi(pid).rssMiB);
    } catch {
      // the process is gone: the part reports the failed calls
    }
  }, ms);
  return {
    stop() {
      clearInterval(timer);
      return massimo;
    },
  };
}
