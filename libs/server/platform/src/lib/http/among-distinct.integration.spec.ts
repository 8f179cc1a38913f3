import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { amongDistinct, FEW_VALUES } from './among-distinct';
import { pageStatement, sortedBy, type ListSql } from './list-sql';

const ORDINE = [['giorno', 'DESC'], ['id', 'DESC']] as const;

/** Rows whose name contains `parte`, of group `gruppo`, as the list reads them. */
const elenco = (parte: string, gruppo: string): ListSql => ({
  select: 'id',
  ...amongDistinct({
    table: 'prova_voci',
    column: 'nome',
    values: `SELECT nome FROM prova_nomi WHERE nome LIKE $1`,
    matches: `nome LIKE $1`,
    others: `gruppo = $2`,
    order: ORDINE,
  }),
  params: [`%${parte}%`, gruppo],
  ...sortedBy(...ORDINE),
});

describe('a "contains" filter among distinct values: the same rows, pages and order as a plain filter', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE TABLE prova_voci (id int PRIMARY KEY, nome text NOT NULL, gruppo text NOT NULL, giorno date NOT NULL)`);
    await db.pool.query(`CREATE TABLE prova_nomi (nome text PRIMARY KEY)`);
    // 30 names: "raro 1", "raro 2" and 28 "comune N"; days repeat, so the id breaks ties
    await db.pool.query(`INSERT INTO prova_voci SELECT g, CASE WHEN g % 30 < 2 THEN 'raro ' || (g % 30 + 1) ELSE 'comune ' || (g % 30) END,
      CASE WHEN g % 3 = 0 THEN 'a' ELSE 'b' END, date '2026-01-01' + (g % 97) FROM generate_series(1, 3000) AS g`);
    await db.pool.query(`INSERT INTO prova_nomi SELECT DISTINCT nome FROM prova_voci`);
  });
  afterAll(() => db.drop());

  const attese = async (parte: string, gruppo: string) =>
    (await db.pool.query(`SELECT id FROM prova_voci WHERE nome LIKE $1 AND gruppo = $2 ORDER BY giorno DESC, id DESC`, [`%${parte}%`, gruppo])).rows.map((r) => r.id);

  it.each([
    ['few names (each name read in order)', 'raro', 2],
    ['many names (the list order with the filter)', 'comune', 28],
  ])('%s', async (_caso, parte, nomi) => {
    expect(nomi <= FEW_VALUES).toBe(parte === 'raro');
    const tutte = await attese(parte, 'b');
    expect(tutte.length).toBeGreaterThan(40);
    for (const page of [0, 1, 3]) {
      const { text, values } = pageStatement(elenco(parte, 'b'), { page, forPage: 15, offset: page * 15 });
      const { rows } = await db.pool.query(text, values);
      expect(rows.map((r) => r.id)).toEqual(tutte.slice(page * 15, page * 15 + 15));
    }
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n ${elenco(parte, 'b').from}`, [`%${parte}%`, 'b']);
    expect(rows[0].n).toBe(tutte.length);
  });
});
