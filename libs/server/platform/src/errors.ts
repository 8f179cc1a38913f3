// Secondary entry point `@registro/server-platform/errors`: the HTTP errors without Nest, for
// domain code (which must not import Nest, pg or http/).
export * from './lib/errors/http-errors';
