export * from '../print';
export { fillReport } from './fill-report';
export type { FillOptions } from './fill-options';
export { FillError } from './fill-error';
export { csvRecords } from './csv-records';
export type { CsvOptions } from './csv-records';
export { jsonRecords, selectJsonPath } from './json-path';
export { jsonPrintData } from './json-print-data';
