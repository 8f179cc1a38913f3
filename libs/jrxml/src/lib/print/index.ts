export * from './print-style';
export * from './print-element';
export * from './print-document';
