import italiano from '@registro/contracts/i18n/it.json';
import { TextDecoder, TextEncoder } from 'node:util';
import { createI18n } from './lib/i18n/i18n';

// jsdom lacks these; react-router uses them
Object.assign(globalThis, { TextEncoder, TextDecoder });
createI18n('it', { it: italiano });
