import { recordTablesProjection } from '@registro/server-platform';
import { SEZIONE_MODULI } from './moduli.events';

/** Inline projection of the module records into `moduli`. */
export const moduliProjection = recordTablesProjection('operations-moduli', {
  [SEZIONE_MODULI]: {
    table: 'moduli',
    columns: {
      nome: 'nome',
      version: 'version',
      compileDate: 'compile_date',
      jar: 'jar',
      descrizione: 'descrizione',
      sezioni: 'sezioni',
      sha256: 'sha256',
    },
    json: ['sezioni'],
  },
});
