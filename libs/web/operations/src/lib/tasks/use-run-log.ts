import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EVENTI_LIVE, STANZE_LIVE, type RigaLogTask, type StatoEsecuzione, type StatoLiveTask } from '@registro/contracts';
import { api, useLiveRoom } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Spec 2 §4: the log modal polls the status every 2000 ms (here: while the socket is down). */
export const STATE_POLL_INTERVAL_MS = 2000;

export interface RunLog {
  idEsecuzione: string | null;
  statoAttuale: StatoEsecuzione | null;
  inEsecuzione: boolean;
  righe: string[];
  /** lines received over socket.io since the modal opened */
  righeLive: number;
}

const VUOTO: RunLog = { idEsecuzione: null, statoAttuale: null, inEsecuzione: false, righe: [], righeLive: 0 };

/** A status read from the server: another run replaces the lines; the same run only if it is not behind the live ones. */
export function withState(log: RunLog, stato: StatoLiveTask): RunLog {
  const righe = stato.log ? stato.log.split('\n') : [];
  const stessaEsecuzione = stato.idEsecuzione === log.idEsecuzione;
  return {
    ...log,
    idEsecuzione: stato.idEsecuzione,
    statoAttuale: stato.statoAttuale,
    inEsecuzione: stato.inEsecuzione,
    righe: !stessaEsecuzione || righe.length >= log.righe.length ? righe : log.righe,
  };
}

/** A line pushed live: appended to its run; a new run starts a new text. */
export function withLine(log: RunLog, riga: RigaLogTask): RunLog {
  if (riga.idEsecuzione !== log.idEsecuzione) {
    return { ...log, idEsecuzione: riga.idEsecuzione, statoAttuale: 'IN ESECUZIONE', inEsecuzione: true, righe: [riga.riga], righeLive: log.righeLive + 1 };
  }
  return { ...log, righe: [...log.righe, riga.riga], righeLive: log.righeLive + 1 };
}

/**
 * The Elabora modal's log: while open, the task's room over socket.io (lines as they are written,
 * status changes), and GET gesantask/stato/{id} on open, on each status change, and every 2 s
 * while the socket is down.
 */
export function useRunLog(idTask: number, aperto: boolean) {
  const [log, setLog] = useState<RunLog>(VUOTO);
  const stanza = aperto ? STANZE_LIVE.task(idTask) : null;
  const live = useLiveRoom<RigaLogTask>(stanza, EVENTI_LIVE.rigaLogTask, (riga) => {
    if (riga.idTask === idTask) setLog((l) => withLine(l, riga));
  });
  const stato = useQuery({
    queryKey: queryKeys.task.stato(idTask),
    queryFn: async ({ signal }) => (await api.get<StatoLiveTask>(`/gesantask/stato/${idTask}`, undefined, signal)).data,
    enabled: aperto,
    gcTime: 0,
    refetchInterval: live.connesso ? false : STATE_POLL_INTERVAL_MS,
  });
  const { refetch } = stato;
  useLiveRoom<StatoLiveTask>(stanza, EVENTI_LIVE.statoTask, (nuovo) => {
    if (nuovo.idTask !== idTask) return;
    setLog((l) => withState(l, nuovo));
    void refetch();
  });
  useEffect(() => {
    if (!aperto) setLog(VUOTO);
  }, [aperto]);
  useEffect(() => {
    if (aperto && stato.data) setLog((l) => withState(l, stato.data));
  }, [aperto, stato.data, stato.dataUpdatedAt]);
  const aggiorna = useCallback(() => void refetch(), [refetch]);
  return { log, live: live.connesso, errore: stato.error, aggiorna };
}
