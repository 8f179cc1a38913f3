// Secondary entry point `@registro/server-platform/fiscal`: the Italian fiscal code and VAT number
// checks without Nest, for domain code (which must not import Nest, pg or http/).
export * from './lib/fiscal/codice-fiscale';
export * from './lib/fiscal/partita-iva';
