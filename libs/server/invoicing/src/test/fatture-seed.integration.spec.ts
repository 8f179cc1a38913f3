import { CommandBus } from '@nestjs/cqrs';
import { rebuildProjection } from '@registro/server-event-store';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { updateFattura } from '../lib/fatture/save-fattura/update-fattura';
import { fattureProjection } from '../lib/fatture/projections/fatture.projection';
import { FattureSeeder } from '../lib/fatture/seed/fatture-seeder';
import { insertFattureFixtures } from './fatture-fixtures';

jest.setTimeout(120_000);

const righeFatture = async (t: TestApp) =>
  (await t.db.pool.query(`SELECT * FROM fatture ORDER BY id`)).rows.map(({ creato_il, modificato_il, ...r }) => ({
    ...r,
    creato_il: new Date(creato_il).toISOString(),
    modificato_il: new Date(modificato_il).toISOString(),
  }));

describe('FattureSeeder and the fatture projection (real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
  });
  afterAll(() => t?.close());

  it('seeds the demo invoices once (private patients with the virtual stamp, a company, the public body)', async () => {
    const seeder = t.app.get(FattureSeeder);
    await seeder.run();
    await seeder.run();
    const { rows } = await t.db.pool.query(
      `SELECT cognome_ragione_soggetto AS nome, numero_documento AS numero, totale_documento::text AS totale, marca_bollo_importo::text AS bollo
       FROM fatture ORDER BY id`,
    );
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.numero)).toEqual(['1', '2', '3', '4']);
    expect(rows[0]).toMatchObject({ nome: 'ROSSI', totale: '90.00', bollo: '2.00' });
    expect(rows[1]).toMatchObject({ nome: 'BIANCHI', totale: '50.00', bollo: '0.00' });
    // 2 × 120 less 10% = 216.00, 3 × 25.25 = 75.75 at 22%: 291.75 + 64.19
    expect(rows[2]).toMatchObject({ nome: 'POLISPORTIVA PARTENOPE S.S.D. A R.L.', totale: '355.94', bollo: '0.00' });
    expect(rows[3]).toMatchObject({ nome: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO', totale: '455.00', bollo: '2.00' });
  });

  it('rebuilds the fatture rows from the events exactly as the inline projection wrote them', async () => {
    const { rows } = await t.db.pool.query<{ id: number; documento: Record<string, unknown> }>(`SELECT id, documento FROM fatture ORDER BY id LIMIT 1`);
    const doc = rows[0].documento as { righeDocumento: object[] };
    await t.app.get(CommandBus).execute(
      new updateFattura.message({ id: rows[0].id, body: { ...doc, nomeSoggetto: 'GIUSEPPE', righeDocumento: [...doc.righeDocumento, doc.righeDocumento[0]] }, query: undefined, metadata: { userName: 'test' } }),
    );
    const prima = await righeFatture(t);
    await rebuildProjection(t.db.pool, fattureProjection, { batchSize: 3 });
    expect(await righeFatture(t)).toEqual(prima);
    const totali = await t.db.pool.query(
      `SELECT (SELECT sum(righe)::int FROM fatture_totale) AS contati, (SELECT count(*)::int FROM fatture) AS righe`,
    );
    expect(totali.rows[0]).toEqual({ contati: 4, righe: 4 });
  });
});
