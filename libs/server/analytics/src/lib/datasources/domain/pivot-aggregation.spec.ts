import { aggregatedSql, pivotColumns } from './pivot-aggregation';

const pg = { quote: (n: string) => `"${n.replace(/"/g, '""')}"`, groupingSets: true };
const maria = { quote: (n: string) => `\`${n.replace(/`/g, '``')}\``, groupingSets: false };

describe('pivot aggregation in the database', () => {
  it('takes numeric columns as measures and the others as dimensions', () => {
    const sample = [
      { mese: '2026-01', tipo: 'FAT', totale: 12.5, righe: 3 },
      { mese: '2026-02', tipo: null, totale: null, righe: 1 },
    ];
    expect(pivotColumns(sample)).toEqual({ dimensioni: ['mese', 'tipo'], misure: ['totale', 'righe'] });
    expect(pivotColumns([{ sempreNullo: null, codice: '01' }])).toEqual({ dimensioni: ['sempreNullo', 'codice'], misure: [] });
  });

  it('groups by the dimensions with GROUPING SETS on PostgreSQL and GROUP BY on MariaDB, quoting every name', () => {
    expect(aggregatedSql('SELECT * FROM fatture', ['mese', 'ti"po'], ['totale'], pg)).toBe(
      'SELECT "mese", "ti""po", count(*) AS "N. righe", sum("totale") AS "totale" FROM (SELECT * FROM fatture) AS righe GROUP BY GROUPING SETS (("mese", "ti""po"))',
    );
    expect(aggregatedSql('SELECT * FROM t', ['mese'], [], maria)).toBe('SELECT `mese`, count(*) AS `N. righe` FROM (SELECT * FROM t) AS righe GROUP BY `mese`');
    expect(aggregatedSql('SELECT 1 AS x', [], ['x'], maria)).toBe('SELECT count(*) AS `N. righe`, sum(`x`) AS `x` FROM (SELECT 1 AS x) AS righe');
  });
});
