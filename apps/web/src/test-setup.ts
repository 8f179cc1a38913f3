import italiano from '@registro/contracts/i18n/it.json';
import { createI18n } from '@registro/web-ui';

createI18n('it', { it: italiano });
