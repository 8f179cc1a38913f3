import type { JavaValue } from '../expressions';
import { jsonRecords } from './json-path';

const FILTER = /^(.*?)\(\s*([\w.]+)\s*(==|!=|<=|>=|<|>)\s*(.+?)\s*\)\s*$/s;

function operand(
  text: string,
  parameter: (name: string) => JavaValue | undefined,
): unknown {
  const reference = /^\$P\{([^}]+)\}$/.exec(text);
  if (reference) {
    const value = parameter(reference[1]);
    return typeof value === 'bigint' ? Number(value) : value;
  }
  const quoted = /^(["'])(.*)\1$/s.exec(text);
  if (quoted) return quoted[2];
  if (text === 'null') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

function compare(left: unknown, operator: string, right: unknown): boolean {
  const a =
    typeof left === 'number' || typeof right !== 'number' ? left : Number(left);
  switch (operator) {
    case '==':
      return a === right || (a == null && right == null);
    case '!=':
      return !(a === right || (a == null && right == null));
    default: {
      if (
        a === null ||
        a === undefined ||
        right === null ||
        right === undefined
      )
        return false;
      const [x, y] = [a as number | string, right as number | string];
      return operator === '<'
        ? x < y
        : operator === '>'
          ? x > y
          : operator === '<='
            ? x <= y
            : x >= y;
    }
  }
}

/**
 * The records a `json` query selects from a JSON document: a path such as
 * `Northwind.Orders`, optionally ending with one filter `(Field op value)` where value is a
 * literal or `$P{name}` (as in JasperReports' JsonQueryExecuter).
 */
export function jsonQueryRecords(
  data: unknown,
  query: string,
  parameter: (name: string) => JavaValue | undefined,
): unknown[] {
  const filter = FILTER.exec(query.trim());
  if (!filter) return jsonRecords(data, query);
  const [, path, field, operator, right] = filter;
  const value = operand(right.trim(), parameter);
  return jsonRecords(data, path).filter((record) =>
    compare(jsonRecords(record, field)[0] ?? null, operator, value),
  );
}
