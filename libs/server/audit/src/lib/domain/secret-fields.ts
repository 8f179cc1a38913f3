/** Fields of generic records that hold a secret (a data source's password, stored encrypted). */
export const isSecretField = (field: string): boolean => /password/i.test(field);

/** The history and the record at an instant say whether a secret is set, never its (encrypted) value. */
export function maskSecret(field: string, value: unknown): unknown {
  if (!isSecretField(field)) return value;
  return value === null || value === undefined || value === '' ? value : 'impostata';
}

export function maskSecrets(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([campo, valore]) => [campo, maskSecret(campo, valore)]));
}
