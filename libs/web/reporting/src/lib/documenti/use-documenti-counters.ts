import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContatoriDocumenti } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** GET wincareold/contatori?dataDal=&dataAl= (days AAAA-MM-GG): documents produced and sent to the FSE. */
export function useDocumentiCounters(intervallo: { dataDal: string; dataAl: string }) {
  return useQuery({
    queryKey: queryKeys.contatoriDocumenti(intervallo.dataDal, intervallo.dataAl),
    queryFn: async ({ signal }) => (await api.get<ContatoriDocumenti>('/wincareold/contatori', intervallo, signal)).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
