/** Rows handed to a list's decorator at a time, for the Excel download. */
export const DECORATED_CHUNK = 500;

/** The rows, streamed on through `decorate` in chunks of `size` (the last one shorter). */
export async function* decoratedRows<Row>(
  rows: AsyncIterable<Row>,
  decorate: (rows: Row[]) => Promise<Row[]>,
  size = DECORATED_CHUNK,
): AsyncGenerator<Row> {
  let chunk: Row[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length < size) continue;
    yield* await decorate(chunk);
    chunk = [];
  }
  if (chunk.length) yield* await decorate(chunk);
}
