import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lista } from '@registro/contracts';
import { api, type Query } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';

/** One server page of a list: GET {risorsa}?page&forPage&...filtri → {list, recordsNumber}. */
export function useLazyList<T>(risorsa: string, filtri: Query, forPage: number) {
  const chiaveFiltri = JSON.stringify(filtri);
  // new filters start again from the first page
  const [posizione, setPosizione] = useState({ chiaveFiltri, page: 0 });
  const page = posizione.chiaveFiltri === chiaveFiltri ? posizione.page : 0;
  const query = useQuery({
    queryKey: resourceKeys(risorsa).lista(filtri, page, forPage),
    queryFn: async ({ signal }) => (await api.get<Lista<T>>(risorsa, { ...filtri, page, forPage }, signal)).data,
    placeholderData: keepPreviousData,
  });
  return { ...query, page, setPage: (nuova: number) => setPosizione({ chiaveFiltri, page: nuova }) };
}
