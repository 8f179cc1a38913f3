/**
 * The TanStack Query keys of the invoicing pages: one place, so a write invalidates what its lists
 * read. Each key starts with the API path, like the keys of LazyTable (`[risorsa, 'lista', …]`) and
 * useEditPage (`[risorsa, 'record', id]`): invalidating `all` refreshes the lists and the records.
 */
export const queryKeys = {
  fatture: {
    all: ['/documenti'] as const,
    record: (id: string | number | undefined) => ['/documenti', 'record', String(id)] as const,
  },
  tipidocumento: {
    all: ['/tipidocumento'] as const,
    record: (id: string | number | undefined) => ['/tipidocumento', 'record', String(id)] as const,
    /** every type, for the client-paged list */
    elenco: ['/tipidocumento', 'elenco'] as const,
  },
  causalidocumento: {
    all: ['/causalidocumento'] as const,
    record: (id: string | number | undefined) => ['/causalidocumento', 'record', String(id)] as const,
    /** the reasons of one document type (GET causalidocumento?idTipoDocumento=) */
    perTipo: (idTipoDocumento: number | null | undefined) => ['/causalidocumento', 'tipo', idTipoDocumento ?? null] as const,
    /** every reason, for the client-paged list */
    elenco: ['/causalidocumento', 'elenco'] as const,
  },
  numeratori: {
    all: ['/numeratori'] as const,
    record: (id: string | number | undefined) => ['/numeratori', 'record', String(id)] as const,
    /** every numerator, for the client-paged list */
    elenco: ['/numeratori', 'elenco'] as const,
  },
  strutture: {
    all: ['/strutture'] as const,
    record: (id: string | number | undefined) => ['/strutture', 'record', String(id)] as const,
    /** every structure, for the administration list */
    elenco: ['/strutture', 'elenco'] as const,
  },
  /** the plain lookup lists of the invoice editor */
  lookups: {
    tabellaIva: ['/tabellaiva'] as const,
    unitaMisura: ['/unitamisura'] as const,
    tipiSpesa: ['/tipispesa'] as const,
    moltiplicatori: ['/moltiplicatori'] as const,
    metodiPagamento: ['/metodipagamento'] as const,
    province: ['/province'] as const,
    comuni: (siglaProvincia: string) => ['/comuni', 'provincia', siglaProvincia] as const,
    clienti: (ragioneSoggetto: string) => ['/clienti', ragioneSoggetto] as const,
    tariffe: ['/leonidaaccettazionetariffe'] as const,
  },
};
