import type { Located } from '../model';

/** A template or data problem found while filling, in Italian, naming the element and line. */
export class FillError extends Error {
  constructor(message: string, where?: Located) {
    super(FillError.describe(message, where));
    this.name = 'FillError';
  }

  private static describe(message: string, where?: Located): string {
    const source = where?.source;
    if (!source) return message;
    const origin = source.origin ? ` <${source.origin}>` : '';
    const line = source.line !== undefined ? ` riga ${source.line}` : '';
    return `${message} (${`${origin}${line}`.trim()})`;
  }
}
