/** Fields of generic records that hold a secret (a data source's password, stored encrypted). */
export const isSecretField = (campo: string): boolean => /password/i.test(campo);

/** The history and the record at an instant say whether a secret is set, never its (encrypted) value. */
export function maskSecret(campo: string, valore: unknown): unknown {
  if (!isSecretField(campo)) return valore;
  return valore === null || valore === undefined || valore === '' ? valore : 'impostata';
}

export function maskSecrets(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([campo, valore]) => [campo, maskSecret(campo, valore)]));
}
