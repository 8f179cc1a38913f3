import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChromiumPool } from './chromium-pool';

const CHROMIUM = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

/** Chromium started through a script that first waits `secondi`: a start as slow as on a loaded machine. */
function chromiumLento(cartella: string, secondi: number): string {
  const script = join(cartella, 'chromium-lento.sh');
  writeFileSync(script, `#!/bin/sh\nsleep ${secondi}\nexec "${CHROMIUM}" "$@"\n`);
  chmodSync(script, 0o755);
  return script;
}

describe('ChromiumPool', () => {
  const cartella = mkdtempSync(join(tmpdir(), 'registro-chromium-'));
  let pool: ChromiumPool | undefined;
  afterEach(() => pool?.close());
  afterAll(() => rmSync(cartella, { recursive: true, force: true }));

  it('waits for a Chromium that starts slower than a print may take: a slow start is not a hung page', async () => {
    pool = new ChromiumPool({ chromium: chromiumLento(cartella, 8), dimensione: 1, timeoutMs: 6000, usiPerPagina: 10 });
    const pdf = Buffer.from(await pool.print('<html><body><p>Avvio lento</p></body></html>'), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.riavvii).toBe(0);
  }, 60_000);
});
