/**
 * What the hostile-input checks need without booting the app, for a process that calls a running
 * api (npm run hardening): the operations of an OpenAPI document, the rule an answer to bad input
 * follows, and the files to send — XML with entities, zip, PDF and PNG bombs, and the valid
 * files, archives and certificate they start from.
 */
export * from './lib/openapi-operations';
export * from './lib/answer-problem';
export * from './lib/hostile-xml';
export * from './lib/test-zip';
export * from './lib/test-p7m';
export * from './lib/test-certificate';
export * from './lib/test-pdf';
export * from './lib/decompression-bombs';
