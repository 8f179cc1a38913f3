import { LoadShedding } from './load-shedding.middleware';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the event loop busy for `totale` ms in slices of `fetta` ms, yielding between them. */
async function keepBusy(totalMs: number, sliceMs: number): Promise<void> {
  const fine = Date.now() + totalMs;
  while (Date.now() < fine) {
    const finoA = Date.now() + sliceMs;
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
    await sleep(1100);
    expect(shedding.reason()).toBeUndefined();
    await keepBusy(3200, 250);
    expect(shedding.reason()).toBe('event_loop_delay');
    await sleep(2300);
    expect(shedding.reason()).toBeUndefined();
  });

  it('does not trip on one long stall (a garbage collection, a synchronous job)', async () => {
    shedding = new LoadShedding({ maxInFlight: 0, maxEventLoopDelayMs: 100, retryAfterSeconds: 1 });
    await sleep(1100);
    const seen: (string | undefined)[] = [];
    await keepBusy(1500, 1500);
    for (let i = 0; i < 6; i++) {
      await sleep(400);
      seen.push(shedding.reason());
    }
    expect(seen.filter(Boolean)).toEqual([]);
  });

  it('with 0 the criterion is off', async () => {
    shedding = new LoadShedding({ maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 1 });
    await keepBusy(2500, 250);
    await sleep(50);
    expect(shedding.reason()).toBeUndefined();
  });
});
