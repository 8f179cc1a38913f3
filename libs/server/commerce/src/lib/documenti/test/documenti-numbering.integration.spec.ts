import { CommandBus } from '@nestjs/cqrs';
import type { MessageOf } from '@registro/server-platform';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { saveDocumento } from '../save-documento/save-documento';
import type { SaveDocumentoDto } from '../save-documento/save-documento.dto';
import { documento, insertDocumentiFixtures } from './documenti-fixtures';

jest.setTimeout(300_000);

/** Gap-free numbering per type and year against the real PostgreSQL. */
describe('Commercial document numbering (real PostgreSQL)', () => {
  let t: TestApp;
  let commands: CommandBus;
  const crea = (over: Record<string, unknown> = {}) =>
    commands.execute<MessageOf<typeof saveDocumento>, number>(new saveDocumento.message({ body: documento({ statoAttuale: 'COMPLETA', ...over }) as SaveDocumentoDto, query: undefined, metadata: { userName: 'test' } }));
  const numeri = async (tipo: string, anno: number) =>
    (await t.db.pool.query<{ numero: number }>(`SELECT numero FROM documenti_commerciali WHERE tipo = $1 AND anno = $2 AND numero IS NOT NULL ORDER BY numero`, [tipo, anno])).rows.map((r) => r.numero);

  beforeAll(async () => {
    t = await createTestApp();
    await insertDocumentiFixtures(t.db.pool);
    commands = t.app.get(CommandBus);
  });
  afterAll(() => t?.close());

  it('8 concurrent creators × 25 documents: numbers 1..200, no gap, no duplicate', async () => {
    const creatori = Array.from({ length: 8 }, async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) ids.push(await crea({ dataOra: '2026-03-10T09:00:00.000Z' }));
      return ids;
    });
    expect(new Set((await Promise.all(creatori)).flat()).size).toBe(200);
    expect(await numeri('TDDT', 2026)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('numbers each year on its own (Europe/Rome), drafts and refused saves consume nothing', async () => {
    await crea({ dataOra: '2024-12-31T23:30:00.000Z' }); // 1 January 2025 in Rome
    const bozza = await crea({ statoAttuale: 'BOZZA', dataOra: '2025-02-01T10:00:00.000Z' });
    await expect(crea({ dataOra: '2025-02-01T10:00:00.000Z', listaRighe: [] })).rejects.toMatchObject({ messaggio: 'Inserire almeno una riga#' });
    await crea({ dataOra: '2025-02-01T10:00:00.000Z' });
    expect(await numeri('TDDT', 2025)).toEqual([1, 2]);
    const { rows } = await t.db.pool.query(`SELECT numero, anno FROM documenti_commerciali WHERE id = $1`, [bozza]);
    expect(rows[0]).toEqual({ numero: null, anno: 2025 });
  });

  it('reads dataOra through the date codec: epoch ms (number or text) and ISO with offset alike; a value that is no date is named', async () => {
    // 31/12/2023 23:30 UTC is already 2024 in Rome
    const ms = await crea({ dataOra: Date.parse('2023-12-31T23:30:00Z') });
    const testo = await crea({ dataOra: String(Date.parse('2024-03-01T10:00:00Z')) });
    const offset = await crea({ dataOra: '2024-03-02T10:00:00+01:00' });
    const { rows } = await t.db.pool.query(`SELECT id, anno, data_ora FROM documenti_commerciali WHERE id = ANY($1) ORDER BY id`, [[ms, testo, offset]]);
    expect(rows.map((r) => [r.anno, (r.data_ora as Date).toISOString()])).toEqual([
      [2024, '2023-12-31T23:30:00.000Z'],
      [2024, '2024-03-01T10:00:00.000Z'],
      [2024, '2024-03-02T09:00:00.000Z'],
    ]);
    await expect(crea({ dataOra: 'abc' })).rejects.toMatchObject({ messaggio: 'La Data Ora non è una data valida#' });
  });
});
