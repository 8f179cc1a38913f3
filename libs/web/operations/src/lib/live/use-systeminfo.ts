import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EVENTI_LIVE, STANZE_LIVE, type InfoSistema } from '@registro/contracts';
import { api, useLiveRoom } from '@registro/web-ui';
import { addPoint, memoryPoint, type MemoryPoint } from './memoria';
import { queryKeys } from '../query-keys';

/** Polling period of the fallback (spec 2 §9: every 2 s). */
export const POLLING_INTERVAL_MS = 2000;

/**
 * The api's figures pushed over socket.io every 2 s; while the socket is down, GET /systeminfo
 * every 2 s instead. Keeps the memory chart's last points.
 */
export function useSysteminfo() {
  const [stato, setStato] = useState<{ ultima: InfoSistema | null; punti: MemoryPoint[] }>({ ultima: null, punti: [] });
  const ricevi = useCallback((info: InfoSistema) => setStato((s) => ({ ultima: info, punti: addPoint(s.punti, memoryPoint(info, new Date())) })), []);
  const live = useLiveRoom<InfoSistema>(STANZE_LIVE.infoSistema, EVENTI_LIVE.infoSistema, ricevi);
  const polling = useQuery({
    queryKey: queryKeys.systeminfo,
    queryFn: async ({ signal }) => (await api.get<InfoSistema>('/systeminfo', undefined, signal)).data,
    refetchInterval: live.connesso ? false : POLLING_INTERVAL_MS,
    gcTime: 0,
  });
  useEffect(() => {
    if (polling.data) ricevi(polling.data);
  }, [polling.data, polling.dataUpdatedAt, ricevi]);
  return { ...stato, live: live.connesso, errore: polling.error, ricarica: () => polling.refetch() };
}
