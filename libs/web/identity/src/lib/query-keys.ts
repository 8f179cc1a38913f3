import { PROFILO_QUERY_KEY } from '@registro/web-ui';

/** The TanStack Query keys of the identity pages: one place, so a write invalidates what its lists read. */
export const queryKeys = {
  users: ['/users'] as const,
  gruppi: {
    all: ['/gruppi'] as const,
    opzioni: ['/gruppi', 'opzioni'] as const,
    record: (id: string | number | undefined) => ['/gruppi', 'record', id] as const,
  },
  vociMenu: ['/vocimenu'] as const,
  sezioni: ['/sezioni'] as const,
  session: ['/session'] as const,
  profilo: {
    modificabile: ['profilo'] as const,
    sessione: PROFILO_QUERY_KEY,
  },
  atleti: (risorsa: string) => [risorsa] as const,
};
