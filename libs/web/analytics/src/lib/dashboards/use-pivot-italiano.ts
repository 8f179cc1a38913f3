import { useEffect, type RefObject } from 'react';

/** The words react-pivottable writes itself (totals, value filter popup), in Italian. */
const TESTI: Record<string, string> = {
  Totals: 'Totali',
  'Select ': 'Seleziona ',
  'Deselect ': 'Deseleziona ',
  only: 'solo',
  '(too many values to show)': '(troppi valori da mostrare)',
};
const SEGNAPOSTO: Record<string, string> = { 'Filter values': 'Filtra valori' };

function traduci(radice: HTMLElement): void {
  const passi = document.createTreeWalker(radice, NodeFilter.SHOW_TEXT);
  for (let n = passi.nextNode(); n; n = passi.nextNode()) {
    const italiano = n.nodeValue !== null ? TESTI[n.nodeValue] : undefined;
    if (italiano) n.nodeValue = italiano;
  }
  radice.querySelectorAll<HTMLInputElement>('input[placeholder]').forEach((i) => {
    const italiano = SEGNAPOSTO[i.placeholder];
    if (italiano) i.placeholder = italiano;
  });
}

/**
 * The pivot's totals and filter popup in Italian: react-pivottable 0.11 hard-codes those few words (no locale
 * prop in its React version), so they are replaced in the DOM whenever the pivot redraws.
 */
export function usePivotItaliano(ref: RefObject<HTMLElement | null>, attivo: boolean): void {
  useEffect(() => {
    const radice = ref.current;
    if (!attivo || !radice) return;
    traduci(radice);
    const osservatore = new MutationObserver(() => traduci(radice));
    osservatore.observe(radice, { childList: true, subtree: true });
    return () => osservatore.disconnect();
  }, [ref, attivo]);
}
