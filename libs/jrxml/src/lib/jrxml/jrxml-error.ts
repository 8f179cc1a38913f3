/**
 * A template that cannot be read: malformed or hostile XML, or something the engine does not
 * support. The message is Italian and names the line and the element, e.g.
 * "Riga 12: elemento <pieChart> non supportato in <band>".
 */
export class JrxmlError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
    readonly element?: string,
  ) {
    super(line === undefined ? reason : `Riga ${line}: ${reason}`);
    this.name = 'JrxmlError';
  }
}
