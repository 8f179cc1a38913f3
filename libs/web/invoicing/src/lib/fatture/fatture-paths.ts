import { useLocation } from 'react-router';

const PREFISSI = ['/contabilita/fatturazione', '/fatturazione'] as const;

/** The invoice pages live under /contabilita/fatturazione and /fatturazione (spec 2 §2.1): the one the user came from. */
export function basePathOf(pathname: string): (typeof PREFISSI)[number] {
  return PREFISSI.find((p) => pathname === p || pathname.startsWith(`${p}/`)) ?? PREFISSI[0];
}

export interface FatturePaths {
  lista: string;
  view: (id: number | string) => string;
  edit: (id: number | string) => string;
}

export function fatturePaths(base: string): FatturePaths {
  return { lista: base, view: (id) => `${base}/view/${id}`, edit: (id) => `${base}/edit/${id}` };
}

/** The links of the invoice pages, within the prefix of the current address. */
export function useFatturePaths(): FatturePaths {
  return fatturePaths(basePathOf(useLocation().pathname));
}
