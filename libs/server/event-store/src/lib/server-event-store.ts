export function serverEventStore(): string {
  return 'server-event-store';
}
