import { creaI18n } from '@registro/web-ui';

creaI18n('it');
