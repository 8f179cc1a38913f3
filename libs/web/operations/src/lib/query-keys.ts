/** The TanStack Query keys of the operations pages: one place, so a write invalidates what its lists read. */
export const queryKeys = {
  systeminfo: ['/systeminfo'] as const,
  attivazione: (id: number) => [`/attivazione/${id}`] as const,
  integrazionebusiness: {
    all: ['/integrazionebusiness'] as const,
    record: (id: string) => ['/integrazionebusiness', id] as const,
  },
  installation: {
    stato: ['/installation/stato'] as const,
    databasedrivers: ['/installation/databasedrivers'] as const,
  },
  configurazioni: ['/vocimenu/configurazioni'] as const,
  logs: {
    all: ['/logs'] as const,
    infouser: (username: string) => ['/users/infouser', username] as const,
    timelineOf: (username: string) => ['/logs', 'timeline', username] as const,
    timeline: (username: string, dataDal: string | undefined) => ['/logs', 'timeline', username, dataDal] as const,
  },
  moduli: {
    all: ['/application'] as const,
    record: (id: string) => ['/application', 'record', id] as const,
    sezioniAll: ['/configurazionemoduli/sectionlist'] as const,
    sezioni: (nome: string | undefined) => ['/configurazionemoduli/sectionlist', nome] as const,
  },
  sezioni: ['/sezioni'] as const,
  configparameter: {
    all: ['/configparameter'] as const,
    loaded: ['/configparameter', 'loaded'] as const,
  },
  task: {
    all: ['/gesantask'] as const,
    lista: ['/gesantask', 'lista'] as const,
    classi: ['/gesantask', 'classi'] as const,
    record: (id: string | number | undefined) => ['/gesantask', 'record', String(id)] as const,
    stato: (idTask: string | number) => ['/gesantask', 'stato', idTask] as const,
  },
  runs: {
    all: ['/gesantasklog'] as const,
    ofTask: (id: string | number | undefined) => ['/gesantasklog', String(id)] as const,
  },
};
