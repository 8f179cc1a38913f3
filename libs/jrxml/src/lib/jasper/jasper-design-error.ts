/** A .jasper file that was read but does not describe a report design this engine supports. */
export class JasperDesignError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JasperDesignError';
  }
}
