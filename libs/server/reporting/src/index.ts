export * from './lib/reporting.module';
export * from './lib/migrations';
export * from './lib/archivio/archivio-file';
export * from './lib/catalogo/catalogo-template';
export * from './lib/catalogo/cartella-template-predefiniti';
export * from './lib/archivio/archivio.module';
export * from './lib/stampa';
export * from './lib/printserver';
