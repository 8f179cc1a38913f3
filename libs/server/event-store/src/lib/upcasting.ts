import type { RecordedEvent, Upcaster } from './event-store.types';

/** Applies the registered upcasters in chain: v1 → v2 → … until none matches. */
export class Upcasting {
  private readonly byTypeAndVersion = new Map<string, Upcaster>();

  constructor(upcasters: Upcaster[] = []) {
    for (const upcaster of upcasters) {
      this.byTypeAndVersion.set(key(upcaster.eventType, upcaster.fromSchemaVersion), upcaster);
    }
  }

  upcast(event: RecordedEvent): RecordedEvent {
    let { data, schemaVersion } = event;
    let upcaster = this.byTypeAndVersion.get(key(event.type, schemaVersion));
    if (!upcaster) return event;
    while (upcaster) {
      data = upcaster.upcast(data);
      schemaVersion += 1;
      upcaster = this.byTypeAndVersion.get(key(event.type, schemaVersion));
    }
    return { ...event, data, schemaVersion };
  }
}

function key(eventType: string, schemaVersion: number): string {
  return `${eventType}@${schemaVersion}`;
}
