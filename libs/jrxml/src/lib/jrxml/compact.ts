/** Drops undefined properties, so read objects only carry what the template wrote. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as T;
}

export function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0;
}
