import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EVENTI_LIVE, STANZE_LIVE, type InfoSistema } from '@registro/contracts';
import { api, useStanzaLive } from '@registro/web-ui';
import { aggiungiPunto, puntoMemoria, type PuntoMemoria } from './memoria';
import { queryKeys } from '../query-keys';

/** Polling period of the fallback (spec 2 §9: every 2 s). */
export const INTERVALLO_POLLING_MS = 2000;

/**
 * The api's figures pushed over socket.io every 2 s; while the socket is down, GET /systeminfo
 * every 2 s instead. Keeps the memory chart's last points.
 */
export function useInfoSistema() {
  const [stato, setStato] = useState<{ ultima: InfoSistema | null; punti: PuntoMemoria[] }>({ ultima: null, punti: [] });
  const ricevi = useCallback((info: InfoSistema) => setStato((s) => ({ ultima: info, punti: aggiungiPunto(s.punti, puntoMemoria(info, new Date())) })), []);
  const live = useStanzaLive<InfoSistema>(STANZE_LIVE.infoSistema, EVENTI_LIVE.infoSistema, ricevi);
  const polling = useQuery({
    queryKey: queryKeys.systeminfo,
    queryFn: async ({ signal }) => (await api.get<InfoSistema>('/systeminfo', undefined, signal)).data,
    refetchInterval: live.connesso ? false : INTERVALLO_POLLING_MS,
    gcTime: 0,
  });
  useEffect(() => {
    if (polling.data) ricevi(polling.data);
  }, [polling.data, polling.dataUpdatedAt, ricevi]);
  return { ...stato, live: live.connesso, errore: polling.error, ricarica: () => polling.refetch() };
}
