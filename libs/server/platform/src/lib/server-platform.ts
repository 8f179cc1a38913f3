export function serverPlatform(): string {
  return 'server-platform';
}
