const own = (value: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(value, key);

/**
 * Follows a JasperReports JSON path such as `Northwind.Customers`, `Orders[0].ShipCity` or
 * `address.city` (the `json` query language and field descriptions). Missing steps give undefined.
 */
export function selectJsonPath(data: unknown, path: string): unknown {
  const steps = path
    .trim()
    .split(/\.|\[(\d+)\]/)
    .filter((step) => step !== undefined && step !== '');
  let current: unknown = data;
  for (const step of steps) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current) && /^\d+$/.test(step))
      current = current[Number(step)];
    else if (typeof current === 'object' && own(current, step))
      current = (current as Record<string, unknown>)[step];
    else return undefined;
  }
  return current;
}

/** The records a `json` query selects: an array gives its items, an object is one record. */
export function jsonRecords(data: unknown, select = ''): unknown[] {
  const selected = select.trim() === '' ? data : selectJsonPath(data, select);
  if (selected === null || selected === undefined) return [];
  return Array.isArray(selected) ? selected : [selected];
}
