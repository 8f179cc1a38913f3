import { LoadShedding } from './load-shedding.middleware';

jest.setTimeout(30_000);

const attendi = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the event loop busy for `totale` ms in slices of `fetta` ms, yielding between them. */
async function occupa(totale: number, fetta: number): Promise<void> {
  const fine = Date.now() + totale;
  while (Date.now() < fine) {
    const finoA = Date.now() + fetta;
    while (Date.now() < finoA) {
      /* busy: the CPU is out */
    }
    await new Promise((r) => setImmediate(r));
  }
}

describe('LoadShedding: event-loop delay', () => {
  let shedding: LoadShedding;
  afterEach(() => shedding?.stop());

  it('trips when the loop stays late for two windows, and recovers when the load is gone', async () => {
    shedding = new LoadShedding({ maxInFlight: 0, maxEventLoopDelayMs: 100, retryAfterSeconds: 1 });
    await attendi(1100);
    expect(shedding.reason()).toBeUndefined();
    await occupa(3200, 250);
    expect(shedding.reason()).toBe('event_loop_delay');
    await attendi(2300);
    expect(shedding.reason()).toBeUndefined();
  });

  it('does not trip on one long stall (a garbage collection, a synchronous job)', async () => {
    shedding = new LoadShedding({ maxInFlight: 0, maxEventLoopDelayMs: 100, retryAfterSeconds: 1 });
    await attendi(1100);
    const seen: (string | undefined)[] = [];
    await occupa(1500, 1500);
    for (let i = 0; i < 6; i++) {
      await attendi(400);
      seen.push(shedding.reason());
    }
    expect(seen.filter(Boolean)).toEqual([]);
  });

  it('with 0 the criterion is off', async () => {
    shedding = new LoadShedding({ maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 1 });
    await occupa(2500, 250);
    await attendi(50);
    expect(shedding.reason()).toBeUndefined();
  });
});
