/** The attributes that are set, so optional model properties stay absent rather than `undefined`. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Like definedOnly, but an object with nothing set becomes undefined. */
export function definedOrNothing<T extends object>(value: T): T | undefined {
  const defined = definedOnly(value);
  return Object.keys(defined).length === 0 ? undefined : (defined as T);
}
