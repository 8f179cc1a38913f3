// Secondary entry point `@registro/server-invoicing/testing`: what saves an invoice from outside
// the library (bench:eventstore's invoice-save.ts), the integration specs' master data included.
export { createFattura } from './lib/fatture/save-fattura/create-fattura';
export { documentoFattura, insertFattureFixtures, rigaFattura, FIXTURES } from './test/fatture-fixtures';
