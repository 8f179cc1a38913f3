import { STATO_ANAGRAFICA_ATTIVO, STATO_ANAGRAFICA_ELIMINATO } from '@registro/contracts';
import { recordTablesProjection } from '@registro/server-platform';
import { SEZIONE_ANAGRAFICA, SEZIONE_DIZIONARI } from './anagrafiche.events';

/**
 * Inline projection of dictionary types into dizionario_tipi and of parties into anagrafiche; a
 * deleted party keeps its row as ELIMINATO (with the time) and a restored one is ATTIVO again.
 */
export const anagraficheProjection = recordTablesProjection('commerce-anagrafiche', {
  [SEZIONE_DIZIONARI]: {
    table: 'dizionario_tipi',
    columns: {
      sezioneDizionario: 'sezione_dizionario',
      codiceTipo: 'codice_tipo',
      descrizioneTipo: 'descrizione_tipo',
      tipo: 'tipo',
      tipoMovimento: 'tipo_movimento',
      richiedeFattura: 'richiede_fattura',
      path: 'path',
      attivo: 'attivo',
    },
  },
  [SEZIONE_ANAGRAFICA]: {
    table: 'anagrafiche',
    columns: {
      codice: 'codice',
      nominativo: 'nominativo',
      citta: 'citta',
      indirizzo: 'indirizzo',
      codiceFiscale: 'codice_fiscale',
      partitaIva: 'partita_iva',
      telefono: 'telefono',
      codiceTipo: 'codice_tipo',
      attivo: 'attivo',
      listaNote: 'lista_note',
    },
    json: ['listaNote'],
    softDelete: { stateColumn: 'stato_attuale', timeColumn: 'stato_attuale_data_ora', deleted: STATO_ANAGRAFICA_ELIMINATO, restored: STATO_ANAGRAFICA_ATTIVO },
  },
});
