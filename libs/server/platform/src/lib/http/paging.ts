export const DEFAULT_FOR_PAGE = 10;
export const MAX_FOR_PAGE = 1000;
/** No list has a billion pages: a larger page reads past the end like any page after the last (the offset stays a safe integer). */
export const MAX_PAGE = 1_000_000_000;

export interface PageRequest {
  /** 0-based */
  page: number;
  forPage: number;
  /** rows to skip: page * forPage */
  offset: number;
}

function intero(value: unknown): number | undefined {
  const testo = Array.isArray(value) ? value[0] : value;
  if (typeof testo !== 'string' && typeof testo !== 'number') return undefined;
  const n = Number(testo);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/**
 * Page and page size from a list's query, within sane bounds: a missing or odd page is 0, a page
 * is at most MAX_PAGE (page=1e21 would be an offset PostgreSQL refuses), the size is 1..1000 (the
 * history dialog asks for 100000000: it gets 1000).
 */
export function paging(
  query: { page?: unknown; forPage?: unknown } = {},
): PageRequest {
  const page = Math.min(MAX_PAGE, Math.max(0, intero(query.page) ?? 0));
  const richiesti = intero(query.forPage) ?? DEFAULT_FOR_PAGE;
  const forPage = Math.min(MAX_FOR_PAGE, Math.max(1, richiesti));
  return { page, forPage, offset: page * forPage };
}
