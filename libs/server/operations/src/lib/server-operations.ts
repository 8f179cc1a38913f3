export function serverOperations(): string {
  return 'server-operations';
}
