/** A .jasper / Java serialization stream that cannot be read safely; `offset` is the byte position. */
export class JavaSerializationError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (byte ${offset})`);
    this.name = 'JavaSerializationError';
  }
}
