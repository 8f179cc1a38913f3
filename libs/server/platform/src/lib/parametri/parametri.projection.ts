import { recordTablesProjection } from '../records/record-table.projection';
import { SEZIONE_PARAMETRI } from './parametri.events';

/** Inline projection of the `configparameter-<id>` generic records into `parametri_configurazione` (the record kit's). */
export const parametriProjection = recordTablesProjection('platform-parametri-configurazione', {
  [SEZIONE_PARAMETRI]: {
    table: 'parametri_configurazione',
    columns: { nome: 'nome', tipo: 'tipo', note: 'note', parametro: 'parametro' },
  },
});
