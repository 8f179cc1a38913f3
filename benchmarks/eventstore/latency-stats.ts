export interface LatencyStats {
  p50Ms: number;
  p99Ms: number;
}

export function latencyStats(latenciesMs: number[]): LatencyStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)) };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
