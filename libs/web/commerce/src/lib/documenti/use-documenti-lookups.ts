import { useQuery } from '@tanstack/react-query';
import type { DizionarioTipo, Iva, Lista, SezioneDizionario } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Type lists are effectively unpaged (spec 3 §7). */
const TUTTI = 10000000;

/** The document types of a section (DOCUMENTO or DOCUMENTOMOBILE), with their follow-on type (richiedeFattura). */
export function useTipiDocumento(sezioneDizionario: SezioneDizionario = 'DOCUMENTO') {
  return useQuery({
    queryKey: queryKeys.dizionariotipi.diSezione(sezioneDizionario, false),
    queryFn: async ({ signal }) => (await api.get<Lista<DizionarioTipo>>('/dizionariotipi', { sezioneDizionario, page: 0, forPage: TUTTI }, signal)).data.list,
    staleTime: 60_000,
  });
}

/** The VAT codes for the rows' dropdown. */
export function useIva() {
  return useQuery({
    queryKey: queryKeys.iva.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<Iva>>('/iva', { page: 0, forPage: 1000 }, signal)).data.list,
    staleTime: 60_000,
  });
}
