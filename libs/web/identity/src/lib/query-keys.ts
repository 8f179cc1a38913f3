import { PROFILO_QUERY_KEY, resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the identity pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and useEditPage).
 */
export const queryKeys = {
  users: resourceKeys('/users').all,
  gruppi: {
    ...resourceKeys('/gruppi'),
    /** every group (id and nome) for the users' Profilo filter and the user form's Gruppo select */
    opzioni: resourceKeys('/gruppi').elenco,
  },
  vociMenu: resourceKeys('/vocimenu').all,
  sezioni: resourceKeys('/sezioni').all,
  session: resourceKeys('/session').all,
  profilo: {
    modificabile: resourceKeys('/profilo').all,
    sessione: PROFILO_QUERY_KEY,
  },
  atleti: (risorsa: string) => resourceKeys(risorsa).all,
};
