/** The TanStack Query keys of the reporting pages: one place, so a write invalidates what its lists read. */
export const queryKeys = {
  printserver: {
    all: ['/printserver'] as const,
    record: (id: string | number | undefined) => ['/printserver', 'record', String(id)] as const,
    nomiFile: ['/printserver/nomifile'] as const,
  },
  printreporttipi: {
    all: ['/printreporttipi'] as const,
    record: (id: string | number | undefined) => ['/printreporttipi', 'record', String(id)] as const,
  },
  documentrepository: {
    all: ['/documentrepository'] as const,
    record: (id: string | number | undefined) => ['/documentrepository', 'record', id] as const,
    lastactive: (id: string | number | undefined) => ['/documentrepository', 'lastactive', id] as const,
  },
  documentiPersonali: {
    all: ['/documentrepository/personali'] as const,
    record: (id: string | number | undefined) => ['/documentrepository/personali', 'record', String(id)] as const,
  },
  contatoriDocumenti: (dataDal: number, dataAl: number) => ['wincareold', 'contatori', dataDal, dataAl] as const,
};
