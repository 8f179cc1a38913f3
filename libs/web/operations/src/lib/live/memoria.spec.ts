import type { InfoSistema } from '@registro/contracts';
import { addPoint, formatMemory, CHART_POINTS, memoryPoint, type MemoryPoint } from './memoria';

const info = (n: number): InfoSistema => ({
  operationSystemInfo: 'Linux',
  javaVendor: 'Node.js',
  javaVersion: 'v20',
  cpuCoresNumber: 2,
  activeConnectionsJDBCManager: 0,
  systemMemory: 8 * 1024 ** 3,
  systemMemoryUsed: n,
  javaMemory: 100,
  javaMemoryUsed: 50,
});

describe('memory chart points', () => {
  it('keeps the last 7 points, oldest first', () => {
    let punti: MemoryPoint[] = [];
    for (let i = 1; i <= 10; i++) punti = addPoint(punti, memoryPoint(info(i), new Date(2026, 0, 1, 9, 0, i)));
    expect(punti).toHaveLength(CHART_POINTS);
    expect(punti.map((p) => p.systemMemoryUsed)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(punti[6].ora).toBe('09:00:10');
  });

  it('does not add a point less than a second after the previous one', () => {
    const primo = addPoint([], memoryPoint(info(1), new Date(2026, 0, 1, 9, 0, 0, 0)));
    expect(addPoint(primo, memoryPoint(info(2), new Date(2026, 0, 1, 9, 0, 0, 400)))).toBe(primo);
    expect(addPoint(primo, memoryPoint(info(2), new Date(2026, 0, 1, 9, 0, 2, 0)))).toHaveLength(2);
  });

  it('formats memory in Italian with binary units', () => {
    expect(formatMemory(512)).toBe('512 B');
    expect(formatMemory(1536)).toBe('1,5 KB');
    expect(formatMemory(8 * 1024 ** 3)).toBe('8,0 GB');
    expect(formatMemory(undefined)).toBe('---');
  });
});
