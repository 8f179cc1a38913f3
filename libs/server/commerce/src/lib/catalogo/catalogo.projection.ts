import { recordTablesProjection, type RecordTableMapping } from '@registro/server-platform';
import { SEZIONE_ARTICOLI, SEZIONE_CATEGORIE, SEZIONE_GRUPPIARTICOLI, SEZIONE_IVA, SEZIONE_MARCHE } from './catalogo.events';

const TABLES: Record<string, RecordTableMapping> = {
  [SEZIONE_IVA]: { table: 'iva', columns: { codice: 'codice', descrizione: 'descrizione', aliquota: 'aliquota', attivo: 'attivo' } },
  [SEZIONE_GRUPPIARTICOLI]: {
    table: 'articoli_gruppi',
    columns: { codice: 'codice', descrizione: 'descrizione', capogruppo: 'capogruppo', attivo: 'attivo' },
  },
  // the wire (and the events) spell the description `descrizone`
  [SEZIONE_MARCHE]: { table: 'marche', columns: { codice: 'codice', descrizone: 'descrizione', attivo: 'attivo' } },
  [SEZIONE_CATEGORIE]: {
    table: 'categorie',
    columns: { codice: 'codice', descrizione: 'descrizione', attivo: 'attivo', listaSottocategorie: 'lista_sottocategorie' },
    json: ['listaSottocategorie'],
  },
  [SEZIONE_ARTICOLI]: {
    table: 'articoli',
    columns: {
      codice: 'codice',
      descrizione: 'descrizione',
      fornitore: 'fornitore',
      codiceFornitore: 'codice_fornitore',
      descrizioneFornitore: 'descrizione_fornitore',
      espostoListino: 'esposto_listino',
      descrizioneListino: 'descrizione_listino',
      codiceIva: 'codice_iva',
      descrizioneIva: 'descrizione_iva',
      aliquotaIva: 'aliquota_iva',
      gruppo: 'gruppo',
      marca: 'marca',
      unitaMisura: 'unita_misura',
      deposito: 'deposito',
      esclusoUtile: 'escluso_utile',
      quantitaConfezione: 'quantita_confezione',
      quantitaSottoCartone: 'quantita_sotto_cartone',
      quantitaCartone: 'quantita_cartone',
      quantitaPedana: 'quantita_pedana',
      quantitaScortaMinima: 'quantita_scorta_minima',
      attivo: 'attivo',
      listino: 'listino',
      listaGiacenze: 'lista_giacenze',
      immagineBase64: 'immagine_base64',
    },
    json: ['listino', 'listaGiacenze'],
    // An article's barcodes in the order of its list. The primary key keeps a barcode on one
    // article: a barcode of another article fails here, inside the saving transaction, so nothing
    // of the save is written. Deleting the article removes them (ON DELETE CASCADE).
    lists: {
      listaBarcode: { table: 'articoli_barcode', recordColumn: 'id_articolo', columns: { barcode: 'barcode', attivo: 'attivo' }, positionColumn: 'posizione' },
    },
  },
};

/** Inline projection of the catalogue's records into iva, articoli_gruppi, marche, categorie and articoli (with articoli_barcode). */
export const catalogoProjection = recordTablesProjection('commerce-catalogo', TABLES);
