import { TextDecoder, TextEncoder } from 'node:util';
import { creaI18n } from './lib/i18n/i18n';

// jsdom lacks these; react-router uses them
Object.assign(globalThis, { TextEncoder, TextDecoder });
creaI18n('it');
