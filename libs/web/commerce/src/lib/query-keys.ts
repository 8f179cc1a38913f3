import { resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the commerce pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and
 * useEditPage): invalidating `all` refreshes the lists and the records.
 */
export const queryKeys = {
  dizionariotipi: {
    ...resourceKeys('/dizionariotipi'),
    /** the unpaged types of a section, all or only the active ones */
    diSezione: (sezioneDizionario: string, soloAttivi: boolean) => ['/dizionariotipi', 'lista', { sezioneDizionario, soloAttivi }] as const,
  },
  /** the dictionary sections (ANAGRAFICA, DOCUMENTO, DOCUMENTOMOBILE): `elenco` is every one */
  dizionariosezioni: resourceKeys('/dizionariosezioni'),
  anagrafica: {
    ...resourceKeys('/anagrafica'),
    /** the default note rows of a new party */
    notePredefinite: ['/anagrafica', 'note'] as const,
  },
  iva: resourceKeys('/iva'),
  articoligruppi: resourceKeys('/articoligruppi'),
  marche: resourceKeys('/marche'),
  categorie: resourceKeys('/categorie'),
  articoli: {
    ...resourceKeys('/articoli'),
    /** the blank stock entries of a new article, one per depot */
    giacenze: ['/articoli', 'giacenze'] as const,
  },
  documenti: resourceKeys('/paperclean/documenti'),
  documentiArchivio: resourceKeys('/paperclean/documenti/a'),
  ordini: resourceKeys('/ordiniordini'),
  ordiniArticoli: resourceKeys('/ordiniarticoli'),
  /** the customers (users of group CLIENTE) of the orders' filter */
  clientiOrdini: ['/users', 'clienti'] as const,
};
