// Secondary entry point `@registro/server-platform/files`: reading and writing zips in memory,
// without Nest, for processes that do not boot the app (the hardening's hostile files).
export * from './lib/files/zip-entries';
export * from './lib/files/zip-writer';
