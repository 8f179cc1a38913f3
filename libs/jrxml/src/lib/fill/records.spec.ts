import { csvRecords } from './csv-records';
import { jsonRecords, selectJsonPath } from './json-path';

describe('csvRecords', () => {
  it('reads quoted values with delimiters, quotes and newlines', () => {
    const text =
      'name,note\r\n"Rossi, Mario","disse ""ciao""\nieri"\nBianchi,\n';
    expect(csvRecords(text, { useFirstRowAsHeader: true })).toEqual([
      { name: 'Rossi, Mario', note: 'disse "ciao"\nieri' },
      { name: 'Bianchi', note: null },
    ]);
  });

  it('uses the given column names and delimiter', () => {
    expect(
      csvRecords('a;1\nb;2', { columnNames: ['x', 'y'], fieldDelimiter: ';' }),
    ).toEqual([
      { x: 'a', y: '1' },
      { x: 'b', y: '2' },
    ]);
  });

  it('refuses unclosed quotes and missing column names', () => {
    expect(() => csvRecords('"a,b', { columnNames: ['x'] })).toThrow(
      /virgolette non chiuse/,
    );
    expect(() => csvRecords('a,b')).toThrow(/nomi delle colonne/);
  });
});

describe('JSON paths', () => {
  const data = {
    Northwind: { Customers: [{ id: 1, address: { city: 'Roma' } }, { id: 2 }] },
  };

  it('selects nested properties and array items', () => {
    expect(selectJsonPath(data, 'Northwind.Customers[0].address.city')).toBe(
      'Roma',
    );
    expect(
      selectJsonPath(data, 'Northwind.Customers[1].address.city'),
    ).toBeUndefined();
    expect(selectJsonPath(data, 'constructor')).toBeUndefined();
  });

  it('turns the selection into records', () => {
    expect(jsonRecords(data, ' Northwind.Customers ')).toHaveLength(2);
    expect(jsonRecords(data, 'Northwind')).toEqual([data.Northwind]);
    expect(jsonRecords(data, 'nothing')).toEqual([]);
    expect(jsonRecords([1, 2])).toEqual([1, 2]);
  });
});
