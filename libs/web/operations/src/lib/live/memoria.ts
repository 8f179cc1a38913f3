import type { InfoSistema } from '@registro/contracts';

/** The chart keeps about 7 points (spec 2 §9). */
export const CHART_POINTS = 7;

export interface MemoryPoint {
  /** epoch ms */
  istante: number;
  /** HH:mm:ss */
  ora: string;
  systemMemory: number;
  systemMemoryUsed: number;
  javaMemory: number;
  javaMemoryUsed: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function memoryPoint(info: InfoSistema, quando: Date): MemoryPoint {
  return {
    istante: quando.getTime(),
    ora: `${pad(quando.getHours())}:${pad(quando.getMinutes())}:${pad(quando.getSeconds())}`,
    systemMemory: info.systemMemory,
    systemMemoryUsed: info.systemMemoryUsed,
    javaMemory: info.javaMemory,
    javaMemoryUsed: info.javaMemoryUsed,
  };
}

/** Figures closer than this to the previous point (the first push right after the first GET) are not a new point. */
export const MIN_DISTANCE_MS = 1000;

/** Appends a point (unless it comes too soon after the last one) and keeps the last CHART_POINTS. */
export function addPoint(punti: MemoryPoint[], punto: MemoryPoint): MemoryPoint[] {
  const ultimo = punti[punti.length - 1];
  if (ultimo && punto.istante - ultimo.istante < MIN_DISTANCE_MS) return punti;
  return [...punti, punto].slice(-CHART_POINTS);
}

const UNITA = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → "1,5 KB"; binary multiples, Italian decimal comma. */
export function formatMemory(byte: number | null | undefined): string {
  if (byte === null || byte === undefined || !Number.isFinite(byte)) return '---';
  let valore = byte;
  let unita = 0;
  while (Math.abs(valore) >= 1024 && unita < UNITA.length - 1) {
    valore /= 1024;
    unita++;
  }
  const cifre = unita === 0 ? 0 : 1;
  return `${valore.toLocaleString('it-IT', { minimumFractionDigits: cifre, maximumFractionDigits: cifre })} ${UNITA[unita]}`;
}

/** bytes → MiB for the chart's axes */
export const toMegabytes = (byte: number) => Math.round((byte / 1024 / 1024) * 10) / 10;
