import type { RigaLog } from '../domain/task.events';

/**
 * Collects a run's log lines and writes them in batches: after `maxRighe` lines or `intervalloMs`
 * from the first unwritten line, whichever comes first. `scrivi` is called one batch at a time.
 */
export class RunLog {
  private inAttesa: RigaLog[] = [];
  private timer?: NodeJS.Timeout;
  private scrittura: Promise<void> = Promise.resolve();
  private errore?: unknown;

  constructor(
    private readonly scrivi: (righe: RigaLog[]) => Promise<void>,
    private readonly maxRighe = 20,
    private readonly intervalloMs = 250,
  ) {}

  /** Queues a line; rejects when an earlier batch could not be written (the run was closed). */
  async aggiungi(riga: RigaLog): Promise<void> {
    if (this.errore) throw this.errore;
    this.inAttesa.push(riga);
    if (this.inAttesa.length >= this.maxRighe) await this.svuota();
    else this.timer ??= setTimeout(() => void this.svuota().catch(() => undefined), this.intervalloMs);
  }

  /** Writes what is queued (waits for a batch already being written). */
  svuota(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const righe = this.inAttesa;
    this.inAttesa = [];
    this.scrittura = this.scrittura.then(async () => {
      if (this.errore) throw this.errore;
      if (!righe.length) return;
      try {
        await this.scrivi(righe);
      } catch (e) {
        this.errore = e;
        throw e;
      }
    });
    return this.scrittura;
  }

  /** Stops the timer and hands back the unwritten lines (the last batch goes with the final event). */
  async close(): Promise<RigaLog[]> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.scrittura.catch(() => undefined);
    const righe = this.inAttesa;
    this.inAttesa = [];
    return righe;
  }
}
