import { useQuery } from '@tanstack/react-query';
import type { Lista, ModificaRisorsa, StatoRisorsa } from '@registro/contracts';
import { api } from '../api/api-client';

/** The history dialog asks for every version at once (spec 1 §2). */
export const PAGINA_STORICO = 100000000;

export function useStorico(sezione: string, idRisorsa: number | string, attivo: boolean) {
  return useQuery({
    queryKey: ['modificherisorse', sezione, String(idRisorsa)],
    queryFn: async ({ signal }) =>
      (await api.get<Lista<ModificaRisorsa>>('/modificherisorse', { sezione, idRisorsa, page: 0, forPage: PAGINA_STORICO }, signal)).data,
    enabled: attivo,
    staleTime: 0,
  });
}

export function useStatoRisorsa(sezione: string, idRisorsa: number | string, al: Date | null) {
  return useQuery({
    queryKey: ['modificherisorse', sezione, String(idRisorsa), 'stato', al?.toISOString()],
    queryFn: async ({ signal }) =>
      (await api.get<StatoRisorsa>('/modificherisorse/stato', { sezione, idRisorsa, al: al?.toISOString() }, signal)).data,
    enabled: !!al,
  });
}
