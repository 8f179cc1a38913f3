import { RunLog } from './run-log';

const riga = (n: number) => ({ dataOra: new Date(0).toISOString(), riga: `riga ${n}` });

describe('LogEsecuzione', () => {
  it('writes a batch every 20 lines, not one event per line', async () => {
    const lotti: number[] = [];
    const log = new RunLog(async (righe) => void lotti.push(righe.length), 20, 10_000);
    for (let i = 0; i < 45; i++) await log.aggiungi(riga(i));
    expect(lotti).toEqual([20, 20]);
    expect((await log.close()).map((r) => r.riga)).toEqual(['riga 40', 'riga 41', 'riga 42', 'riga 43', 'riga 44']);
  });

  it('writes the lines of a quiet handler after the interval', async () => {
    const lotti: string[][] = [];
    const log = new RunLog(async (righe) => void lotti.push(righe.map((r) => r.riga)), 20, 30);
    await log.aggiungi(riga(1));
    await log.aggiungi(riga(2));
    expect(lotti).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    expect(lotti).toEqual([['riga 1', 'riga 2']]);
    expect(await log.close()).toEqual([]);
  });

  it('refuses further lines once a batch could not be written (the run was closed elsewhere)', async () => {
    const log = new RunLog(async () => {
      throw new Error('chiusa');
    }, 1, 10_000);
    await expect(log.aggiungi(riga(1))).rejects.toThrow('chiusa');
    await expect(log.aggiungi(riga(2))).rejects.toThrow('chiusa');
  });
});
