export * from './contenuto-firmato';
export * from './file-non-leggibile';
export * from './file-xml-da';
export * from './testo-xml';
