/** record[key] only when the record itself has that key (never Object.prototype members). */
export function ownProperty<T>(
  record: Readonly<Record<string, T>>,
  key: string,
): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key)
    ? record[key]
    : undefined;
}
