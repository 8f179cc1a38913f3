import { recordTablesProjection, type RecordTableMapping } from '@registro/server-platform';
import { SEZIONE_CAUSALIDOCUMENTO, SEZIONE_NUMERATORI, SEZIONE_STRUTTURE, SEZIONE_TIPIDOCUMENTO } from './masterdata.events';

const TABLES: Record<string, RecordTableMapping> = {
  [SEZIONE_STRUTTURE]: {
    table: 'strutture',
    columns: {
      codiceStruttura: 'codice_struttura',
      denominazione: 'denominazione',
      partitaIva: 'partita_iva',
      codiceFiscale: 'codice_fiscale',
      regimeFiscale: 'regime_fiscale',
      indirizzo: 'indirizzo',
      numeroCivico: 'numero_civico',
      cap: 'cap',
      comune: 'comune',
      provincia: 'provincia',
      nazione: 'nazione',
      codiceRegione: 'codice_regione',
      codiceAsl: 'codice_asl',
      codiceSsa: 'codice_ssa',
      cfProprietario: 'cf_proprietario',
    },
  },
  [SEZIONE_TIPIDOCUMENTO]: {
    table: 'tipi_documento',
    columns: {
      tipoDocumento: 'tipo_documento',
      codiceTipoDocumento: 'codice_tipo_documento',
      descrizioneTipoDocumento: 'descrizione_tipo_documento',
      codiceNumeratore: 'codice_numeratore',
      tipoDocumentoSdi: 'tipo_documento_sdi',
    },
  },
  [SEZIONE_CAUSALIDOCUMENTO]: {
    table: 'causali_documento',
    columns: {
      idTipoDocumento: 'id_tipo_documento',
      codiceTipoDocumento: 'codice_tipo_documento',
      codiceCausale: 'codice_causale',
      descrizioneCausale: 'descrizione_causale',
      operazioneMagazzino: 'operazione_magazzino',
      operazioneContabile: 'operazione_contabile',
      stampaPrezzi: 'stampa_prezzi',
      soggettiCollegati: 'soggetti_collegati',
      documentiCollegati: 'documenti_collegati',
    },
  },
  // valore: the events carry what was created or typed on the screen; numbering bumps the column in place (see NumeratoreAnno)
  [SEZIONE_NUMERATORI]: {
    table: 'numeratori',
    columns: { codice: 'codice', descrizione: 'descrizione', valore: 'valore', anno: 'anno', codiceStruttura: 'codice_struttura', note: 'note' },
  },
};

/** Inline projection of the invoicing records into strutture, tipi_documento, causali_documento and numeratori. */
export const masterDataProjection = recordTablesProjection('invoicing-masterdata', TABLES);
