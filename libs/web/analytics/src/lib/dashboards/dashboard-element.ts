import { ELEMENTO_PREDEFINITO, type DashboardContent, type DashboardElement } from '@registro/contracts';

/** The responsive widths of an element, each 0 to 12 (spec 2 §3). */
export const LARGHEZZE = ['cols', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Larghezza = (typeof LARGHEZZE)[number];

export const CONTENUTO_VUOTO: DashboardContent = { headerElements: [], bodyElements: [] };

/** The dashboard string read as its content; an empty or broken string is an empty dashboard. */
export function parseContent(testo: string | undefined | null): DashboardContent {
  try {
    const valore = JSON.parse(testo || '') as Partial<DashboardContent>;
    return { headerElements: valore.headerElements ?? [], bodyElements: valore.bodyElements ?? [] };
  } catch {
    return CONTENUTO_VUOTO;
  }
}

/** Elements in display order: by position, then by id. */
export function sortByPosition(elementi: readonly DashboardElement[]): DashboardElement[] {
  return [...elementi].sort((a, b) => a.position - b.position || String(a.id).localeCompare(String(b.id)));
}

/**
 * A new body element (spec 2 §3 defaults): a bar chart 12, 12, 12, 12, 6, 6 wide, at the next
 * position, legend visible, left margin 30 (spec 1 §9).
 */
export function newElement(esistenti: readonly DashboardElement[]): DashboardElement {
  const position = esistenti.reduce((max, e) => Math.max(max, Number(e.position) || 0), 0) + 1;
  const id = esistenti.reduce((max, e) => Math.max(max, Number(e.id) || 0), 0) + 1;
  return { ...ELEMENTO_PREDEFINITO, id, title: `Grafico ${position}`, idQuery: null, position };
}

/** The content with one element replaced (matched by id), its lists sorted by position. */
export function replaceElement(content: DashboardContent, elemento: DashboardElement): DashboardContent {
  const sostituisci = (lista: DashboardElement[]) => sortByPosition(lista.map((e) => (e.id === elemento.id ? elemento : e)));
  return { headerElements: sostituisci(content.headerElements), bodyElements: sostituisci(content.bodyElements) };
}

/**
 * PrimeFlex grid classes of an element: `cols` (or `xs` when given) below 576px, then `sm:`, `md:`,
 * `lg:`, `xl:`; a width of 0 hides the card at that size.
 */
export function gridClasses(e: DashboardElement): string {
  const classe = (prefisso: string, valore: number) => (valore === 0 ? `${prefisso}hidden` : `${prefisso}block ${prefisso}col-${valore}`);
  const base = Number.isFinite(e.xs) ? e.xs : e.cols;
  return [classe('', base), classe('sm:', e.sm), classe('md:', e.md), classe('lg:', e.lg), classe('xl:', e.xl)].join(' ');
}
