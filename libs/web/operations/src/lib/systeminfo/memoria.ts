import type { InfoSistema } from '@registro/contracts';

/** The chart keeps about 7 points (spec 2 §9). */
export const PUNTI_GRAFICO = 7;

export interface PuntoMemoria {
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

export function puntoMemoria(info: InfoSistema, quando: Date): PuntoMemoria {
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
export const DISTANZA_MINIMA_MS = 1000;

/** Appends a point (unless it comes too soon after the last one) and keeps the last PUNTI_GRAFICO. */
export function aggiungiPunto(punti: PuntoMemoria[], punto: PuntoMemoria): PuntoMemoria[] {
  const ultimo = punti[punti.length - 1];
  if (ultimo && punto.istante - ultimo.istante < DISTANZA_MINIMA_MS) return punti;
  return [...punti, punto].slice(-PUNTI_GRAFICO);
}

const UNITA = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → "1,5 KB"; binary multiples, Italian decimal comma. */
export function formattaMemoria(byte: number | null | undefined): string {
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
export const inMegabyte = (byte: number) => Math.round((byte / 1024 / 1024) * 10) / 10;
