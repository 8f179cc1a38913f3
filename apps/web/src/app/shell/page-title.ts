import type { VoceMenu } from '@registro/contracts';
import { itemPath, pathMatches } from './menu';
import { menuLabelNow } from './menu-label';

/**
 * Where the user is, as the sidebar names it: the labels from the menu group down to the entry
 * whose page holds the current path (the longest match, so /gruppi/view/1 is "Amministrazione ›
 * Gruppi"); empty on a page no entry holds.
 */
export function pageTrail(menu: readonly VoceMenu[], pathname: string): string[] {
  let migliore: { percorso: string; etichette: string[] } | null = null;
  const visita = (voci: readonly VoceMenu[], sopra: string[]) => {
    for (const v of voci) {
      const percorso = itemPath(v);
      if (percorso && pathMatches(percorso, pathname) && (!migliore || percorso.length > migliore.percorso.length))
        migliore = { percorso, etichette: [...sopra, menuLabelNow(v)] };
      visita(v.children ?? [], [...sopra, menuLabelNow(v)]);
    }
  };
  visita(menu, []);
  return (migliore as { etichette: string[] } | null)?.etichette ?? [];
}
