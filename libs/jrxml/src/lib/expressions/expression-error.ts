/**
 * Any problem with an expression: a syntax error or unsupported construct found while parsing
 * (`column` points into the source), or a failure while evaluating (NullPointerException,
 * division by zero, wrong type...). Messages are Italian because template authors read them.
 */
export class ExpressionError extends Error {
  constructor(
    message: string,
    /** 1-based column in the expression source, when known. */
    readonly column?: number,
  ) {
    super(column === undefined ? message : `${message} (colonna ${column})`);
    this.name = 'ExpressionError';
  }
}
