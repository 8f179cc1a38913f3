export * from '../model';
export { parseJrxml } from './parse-jrxml';
export { JrxmlError } from './jrxml-error';
