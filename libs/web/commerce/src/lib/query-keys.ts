/**
 * The TanStack Query keys of the commerce pages: one place, so a write invalidates what its lists
 * read. Each key starts with the API path, like the keys of LazyTable (`[risorsa, 'lista', …]`) and
 * useEditPage (`[risorsa, 'record', id]`): invalidating `all` refreshes the lists and the records.
 */
const risorsa = (path: string) => ({
  all: [path] as const,
  record: (id: string | number | undefined) => [path, 'record', String(id)] as const,
});

export const queryKeys = {
  dizionariotipi: risorsa('/dizionariotipi'),
  dizionariosezioni: risorsa('/dizionariosezioni'),
  anagrafica: risorsa('/anagrafica'),
  iva: risorsa('/iva'),
  articoligruppi: risorsa('/articoligruppi'),
  marche: risorsa('/marche'),
  categorie: risorsa('/categorie'),
  articoli: risorsa('/articoli'),
  documenti: risorsa('/paperclean/documenti'),
  documentiArchivio: risorsa('/paperclean/documenti/a'),
  ordini: risorsa('/ordiniordini'),
  ordiniArticoli: risorsa('/ordiniarticoli'),
  lookups: {
    unitaMisura: ['/paperclean/unitamisura'] as const,
    depositi: ['/depositi'] as const,
  },
};
