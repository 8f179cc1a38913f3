/**
 * socket.io (path /socket.io, same origin as the api). The client connects with
 * `auth: { token }` (the session token) and asks to follow a room with `emit('segui', stanza)`;
 * the server checks the permission of the room's section before joining.
 */
export const EVENTI_LIVE = {
  /** server → client, every 2 s, from the api the browser is connected to (InfoSistema) */
  infoSistema: 'infosistema',
  /** server → client, a log line of a task run (RigaLogTask), produced by the worker */
  rigaLogTask: 'tasklog',
  /** server → client, a task run started or finished (StatoLiveTask) */
  statoTask: 'taskstato',
  /** client → server: join a room, ack `{ ok: boolean, messaggio?: string }` */
  segui: 'segui',
  /** client → server: leave a room, ack as segui's (`Stanza sconosciuta` for a room that does not exist) */
  lascia: 'lascia',
} as const;

export const STANZE_LIVE = {
  infoSistema: 'systeminfo',
  task: (idTask: number | string) => `task:${idTask}`,
} as const;

/** Redis key prefix of the socket.io Redis adapter/emitter, after the deployment's REDIS_PREFIX. */
export const CHIAVE_REDIS_SOCKET_IO = 'socket.io';

export interface RigaLogTask {
  idTask: number;
  idEsecuzione: string;
  /** ISO instant */
  dataOra: string;
  riga: string;
}

/**
 * GET /api/systeminfo and the infosistema event (spec 2 §3 "System info"); memory in bytes. The
 * names are the spec's (a Java original): here javaVendor/javaVersion describe the Node runtime and
 * javaMemory/javaMemoryUsed are the V8 heap (total reserved, used) of the api process.
 */
export interface InfoSistema {
  operationSystemInfo: string;
  javaVendor: string;
  javaVersion: string;
  cpuCoresNumber: number;
  activeConnectionsJDBCManager: number;
  systemMemory: number;
  systemMemoryUsed: number;
  javaMemory: number;
  javaMemoryUsed: number;
  /** which api process answered: `hostname:pid` (several replicas each speak for themselves) */
  nodo?: string;
}

/** The ack of `segui`: ok, or why the room was not joined. */
export interface EsitoSegui {
  ok: boolean;
  messaggio?: string;
}
