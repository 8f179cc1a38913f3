export function arrotonda(value: number, cifre = 1): number {
  const f = 10 ** cifre;
  return Math.round(value * f) / f;
}

export interface Misura {
  pdf: number;
  durataMs: number;
  pdfAlSecondo: number;
  p50Ms: number;
  p95Ms: number;
}

export function misura(latenzeMs: number[], durataMs: number): Misura {
  const ordinate = [...latenzeMs].sort((a, b) => a - b);
  const a = (q: number) => ordinate[Math.min(ordinate.length - 1, Math.floor(q * ordinate.length))] ?? 0;
  return {
    pdf: latenzeMs.length,
    durataMs: Math.round(durataMs),
    pdfAlSecondo: arrotonda((latenzeMs.length * 1000) / durataMs, 2),
    p50Ms: arrotonda(a(0.5)),
    p95Ms: arrotonda(a(0.95)),
  };
}

/** `concorrenza` loops calling `uno` until `durataMs` has passed; each call's latency is kept. */
export async function carico(uno: () => Promise<unknown>, concorrenza: number, durataMs: number): Promise<Misura> {
  const latenze: number[] = [];
  const inizio = performance.now();
  const fine = inizio + durataMs;
  await Promise.all(
    Array.from({ length: concorrenza }, async () => {
      while (performance.now() < fine) {
        const t = performance.now();
        await uno();
        latenze.push(performance.now() - t);
      }
    }),
  );
  return misura(latenze, performance.now() - inizio);
}
