import { createI18n } from '@registro/web-ui';

createI18n('it');
