export function serverIdentity(): string {
  return 'server-identity';
}
