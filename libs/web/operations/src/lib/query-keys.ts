import { resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the operations pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and useEditPage).
 */
export const queryKeys = {
  systeminfo: resourceKeys('/systeminfo').all,
  attivazione: (id: number) => resourceKeys(`/attivazione/${id}`).all,
  integrazionebusiness: resourceKeys('/integrazionebusiness'),
  installation: {
    stato: resourceKeys('/installation/stato').all,
    databasedrivers: resourceKeys('/installation/databasedrivers').all,
  },
  configurazioni: resourceKeys('/vocimenu/configurazioni').all,
  logs: {
    ...resourceKeys('/logs'),
    infouser: (username: string) => ['/users/infouser', username] as const,
    timelineOf: (username: string) => ['/logs', 'timeline', username] as const,
    timeline: (username: string, dataDal: string | undefined) => ['/logs', 'timeline', username, dataDal] as const,
  },
  moduli: {
    ...resourceKeys('/application'),
    sezioniAll: resourceKeys('/configurazionemoduli/sectionlist').all,
    sezioni: (nome: string | undefined) => ['/configurazionemoduli/sectionlist', nome] as const,
  },
  sezioni: resourceKeys('/sezioni').all,
  configparameter: {
    ...resourceKeys('/configparameter'),
    loaded: ['/configparameter', 'loaded'] as const,
  },
  task: {
    ...resourceKeys('/gesantask'),
    classi: ['/gesantask', 'classi'] as const,
    stato: (idTask: string | number) => ['/gesantask', 'stato', idTask] as const,
  },
  runs: {
    ...resourceKeys('/gesantasklog'),
    ofTask: (id: string | number | undefined) => ['/gesantasklog', String(id)] as const,
  },
};
