export * from './pdf-queue';
export * from './print-data';
export * from './print-timeouts';
export * from './print.service';
