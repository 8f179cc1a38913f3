/** The numeric id at the end of a stream id such as `users-12`. */
export function idFromStream(streamId: string): number {
  return Number(streamId.slice(streamId.lastIndexOf('-') + 1));
}
