import { useQuery } from '@tanstack/react-query';
import type { Atleta, Lista } from '@registro/contracts';
import { api, resourceKeys } from '@registro/web-ui';
import { ATLETI_RISORSA } from './athlete';

/**
 * One demo athlete from the existing list call, GET test/atleti (there is no record call): the
 * athletes are ids 1..1000 in id order (the server's demo data, tested there), so athlete n is the
 * only row of page n-1 with forPage 1. A row with another id is no athlete: null, "not found".
 */
export function useAthlete(id: string | undefined) {
  const numero = Number(id);
  return useQuery({
    queryKey: resourceKeys(ATLETI_RISORSA).record(id),
    queryFn: async ({ signal }) => {
      if (!Number.isInteger(numero) || numero < 1) return null;
      const riga = (await api.get<Lista<Atleta>>(ATLETI_RISORSA, { page: numero - 1, forPage: 1 }, signal)).data?.list?.[0];
      return riga && riga.id === numero ? riga : null;
    },
  });
}
