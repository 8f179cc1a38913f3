/**
 * Stream ids are `<streamType>-<id>`: `users-12`, `fatture-7`, `gesantasklog-<uuid>`. A stream
 * type never holds a hyphen, so the id is everything after the first one (a uuid keeps its own).
 * Build and read them here, never by hand (`streamId.slice(...)` is refused by lint).
 */

/** The two halves of a stream id. */
export interface StreamIdParts {
  streamType: string;
  id: string;
}

/** The stream id of an aggregate instance (or of a stream type): `<streamType>-<id>`. */
export const streamIdOf = (aggregate: { streamType: string } | string, id: string | number): string =>
  `${typeof aggregate === 'string' ? aggregate : aggregate.streamType}-${id}`;

/**
 * `users-12` → `{ streamType: 'users', id: '12' }`; `gesantasklog-<uuid>` keeps the whole uuid.
 * Undefined when the stream id has no type or no id, or (given `streamType`) is of another type.
 */
export function parseStreamId(streamId: string, streamType?: string): StreamIdParts | undefined {
  const dash = streamId.indexOf('-');
  if (dash <= 0 || dash === streamId.length - 1) return undefined;
  const parts = { streamType: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
  if (streamType !== undefined && parts.streamType !== streamType) return undefined;
  return parts;
}

/** The id of a `<streamType>-<id>` stream as written: `gesantasklog-<uuid>` → the uuid. Throws on another shape. */
export function idOfStream(streamId: string, streamType?: string): string {
  const parts = parseStreamId(streamId, streamType);
  if (!parts) throw new Error(`Stream id ${streamId} is not ${streamType ?? '<streamType>'}-<id>`);
  return parts.id;
}

/** The numeric id of a `<streamType>-<n>` stream: `users-12` → 12. Throws when the id is not a whole number. */
export function numericIdOfStream(streamId: string, streamType?: string): number {
  const id = idOfStream(streamId, streamType);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) throw new Error(`Stream id ${streamId} has no numeric id`);
  return Number(id);
}
