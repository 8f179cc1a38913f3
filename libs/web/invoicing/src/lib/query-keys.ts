import { resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the invoicing pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and
 * useEditPage): invalidating `all` refreshes the lists and the records; `elenco` is every row, for a
 * client-paged list.
 */
export const queryKeys = {
  fatture: {
    ...resourceKeys('/documenti'),
    /** an invoice's credit notes (GET documenti/{id}/notecredito), under the invoices' `all` */
    noteCredito: (id: number | string | undefined) => ['/documenti', 'notecredito', String(id ?? '')] as const,
  },
  fatturericevute: resourceKeys('/fatturericevute'),
  tipidocumento: resourceKeys('/tipidocumento'),
  causalidocumento: {
    ...resourceKeys('/causalidocumento'),
    /** the reasons of one document type (GET causalidocumento?idTipoDocumento=) */
    perTipo: (idTipoDocumento: number | null | undefined) => ['/causalidocumento', 'tipo', idTipoDocumento ?? null] as const,
  },
  numeratori: resourceKeys('/numeratori'),
  strutture: resourceKeys('/strutture'),
  /** the plain lookup lists of the invoice editor */
  lookups: {
    tabellaIva: resourceKeys('/tabellaiva').all,
    unitaMisura: resourceKeys('/unitamisura').all,
    tipiSpesa: resourceKeys('/tipispesa').all,
    moltiplicatori: resourceKeys('/moltiplicatori').all,
    metodiPagamento: resourceKeys('/metodipagamento').all,
    province: resourceKeys('/province').all,
    comuni: (siglaProvincia: string) => ['/comuni', 'provincia', siglaProvincia] as const,
    clienti: (ragioneSoggetto: string) => ['/clienti', ragioneSoggetto] as const,
    tariffe: resourceKeys('/leonidaaccettazionetariffe').all,
  },
};
