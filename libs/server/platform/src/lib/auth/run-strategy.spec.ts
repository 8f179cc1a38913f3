import type { Request } from 'express';
import { Strategy as CustomStrategy } from 'passport-custom';
import { runStrategy } from './run-strategy';

const req = { headers: { authorization: 'Bearer t' } } as unknown as Request;
const custom = (verify: (req: Request) => Promise<unknown>) =>
  new CustomStrategy((r, done) => void verify(r as unknown as Request).then((u) => done(null, u), (e: Error) => done(e)));

describe('runStrategy', () => {
  it('answers the user the strategy verified, given the request', async () => {
    const visto: Request[] = [];
    const utente = await runStrategy(custom(async (r) => (visto.push(r), { username: 'mrossi' })), req);
    expect(utente).toEqual({ username: 'mrossi' });
    expect(visto).toEqual([req]);
  });

  it('answers false when the strategy fails or passes', async () => {
    expect(await runStrategy(custom(async () => false), req)).toBe(false);
    const passa = {
      authenticate(this: { pass(): void }) {
        this.pass();
      },
    };
    expect(await runStrategy(passa, req)).toBe(false);
  });

  it('throws the error the strategy reports, or throws itself', async () => {
    await expect(runStrategy(custom(async () => Promise.reject(new Error('redis giù'))), req)).rejects.toThrow('redis giù');
    const esplode = {
      authenticate() {
        throw new Error('guasto');
      },
    };
    await expect(runStrategy(esplode, req)).rejects.toThrow('guasto');
  });

  it('gives two requests in flight on the same strategy each its own user', async () => {
    const attese: ((utente: unknown) => void)[] = [];
    const strategia = custom(() => new Promise((ok) => attese.push(ok)));
    const primo = runStrategy(strategia, req);
    const secondo = runStrategy(strategia, req);
    attese[1]({ username: 'secondo' });
    attese[0]({ username: 'primo' });
    expect(await primo).toEqual({ username: 'primo' });
    expect(await secondo).toEqual({ username: 'secondo' });
    expect('success' in strategia).toBe(false);
  });
});
