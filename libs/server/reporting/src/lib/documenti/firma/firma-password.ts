/** The `key` of POST/PUT {resource}/firma/{idEvento}: the password base64-encoded twice. */
export function passwordFromKey(key: string): string {
  const una = Buffer.from(key.trim(), 'base64').toString('utf8');
  return Buffer.from(una.trim(), 'base64').toString('utf8');
}
