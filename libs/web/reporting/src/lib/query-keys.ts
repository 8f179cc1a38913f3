import { resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the reporting pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and useEditPage).
 */
export const queryKeys = {
  printserver: {
    ...resourceKeys('/printserver'),
    nomiFile: resourceKeys('/printserver/nomifile').all,
  },
  printreporttipi: resourceKeys('/printreporttipi'),
  documentrepository: {
    ...resourceKeys('/documentrepository'),
    lastactive: (id: string | number | undefined) => ['/documentrepository', 'lastactive', id] as const,
  },
  documentiPersonali: resourceKeys('/documentrepository/personali'),
  contatoriDocumenti: (dataDal: string, dataAl: string) => ['/wincareold', 'contatori', dataDal, dataAl] as const,
};
