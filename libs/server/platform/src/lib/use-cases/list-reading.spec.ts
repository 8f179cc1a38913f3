import { pageStatement, sortedBy, type ListSql } from '../http/list-sql';
import { decoratedRows } from './decorated-rows';

const elenco: ListSql = { select: 'id', from: 'FROM t WHERE a = $1', params: ['x'], ...sortedBy(['data_ora', 'DESC'], ['id', 'ASC']) };
const pagina = (page: number, forPage: number) => ({ page, forPage, offset: page * forPage });

describe('reading a list: the order both ways, pages from the nearer end, decorated chunks', () => {
  it('writes the order and its reverse from the columns', () => {
    expect(sortedBy(['data_ora', 'DESC'], ['id', 'ASC'])).toEqual({ orderBy: 'data_ora DESC, id ASC', reverseOrderBy: 'data_ora ASC, id DESC' });
  });

  it('reads a page up to the middle from the start, as before', () => {
    expect(pageStatement(elenco, pagina(2, 10), 100)).toEqual({
      text: 'SELECT id FROM t WHERE a = $1 ORDER BY data_ora DESC, id ASC LIMIT $2 OFFSET $3',
      values: ['x', 10, 20],
      reversed: false,
    });
    expect(pageStatement(elenco, pagina(9, 10)).reversed).toBe(false);
    expect(pageStatement({ ...elenco, reverseOrderBy: undefined }, pagina(9, 10), 100).reversed).toBe(false);
  });

  it('reads a page past the middle from the other end: the last page of a million rows costs what the first does', () => {
    expect(pageStatement(elenco, pagina(19_999, 50), 1_000_000)).toEqual({
      text: 'SELECT id FROM t WHERE a = $1 ORDER BY data_ora ASC, id DESC LIMIT $2 OFFSET $3',
      values: ['x', 50, 0],
      reversed: true,
    });
    // a short last page, and a page after the last
    expect(pageStatement(elenco, pagina(3, 3), 11).values).toEqual(['x', 2, 0]);
    expect(pageStatement(elenco, pagina(2, 3), 11).values).toEqual(['x', 3, 2]);
    expect(pageStatement(elenco, pagina(4, 3), 11).values).toEqual(['x', 0, 0]);
  });

  it('reads a page from the start through pageFrom, told where the page ends; from the other end through the plain FROM', () => {
    const presto = { ...elenco, pageFrom: (upTo: string) => `FROM t WHERE a = $1 AND id IN (SELECT id FROM u LIMIT ${upTo})` };
    expect(pageStatement(presto, pagina(2, 10), 100)).toEqual({
      text: 'SELECT id FROM t WHERE a = $1 AND id IN (SELECT id FROM u LIMIT $4) ORDER BY data_ora DESC, id ASC LIMIT $2 OFFSET $3',
      values: ['x', 10, 20, 30],
      reversed: false,
    });
    expect(pageStatement(presto, pagina(9, 10), 100).text).toBe('SELECT id FROM t WHERE a = $1 ORDER BY data_ora ASC, id DESC LIMIT $2 OFFSET $3');
  });

  it('hands the rows to the decorator in chunks, in order, the last one shorter', async () => {
    async function* righe() {
      for (let i = 1; i <= 7; i++) yield i;
    }
    const blocchi: number[][] = [];
    const decorate = async (rows: number[]) => (blocchi.push(rows), rows.map((r) => r * 10));
    const scritte: number[] = [];
    for await (const r of decoratedRows(righe(), decorate, 3)) scritte.push(r);
    expect(scritte).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(blocchi).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
