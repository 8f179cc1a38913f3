import i18next from 'i18next';
import type { VoceMenu } from '@registro/contracts';
import { itemPath, pathMatches } from './menu';
import { menuLabelNow } from './menu-label';

/** Pages every signed-in user may open that no menu entry holds: named as their own titles are (locale keys). */
const PAGINE_FUORI_MENU: ReadonlyArray<{ percorso: string; chiavi: readonly string[] }> = [
  { percorso: '/profilo', chiavi: ['shell.profilo'] },
  { percorso: '/lemieprenotazioni', chiavi: ['paziente.prenotazioni'] },
  { percorso: '/paziente/view', chiavi: ['paziente.home', 'archivioDocumenti.documento'] },
];

const testoOra = (chiave: string): string => (i18next.isInitialized ? String(i18next.t(chiave)) : chiave);

/**
 * Where the user is, as the sidebar names it: the labels from the menu group down to the entry
 * whose page holds the current path (the longest match, so /gruppi/view/1 is "Amministrazione ›
 * Gruppi"); a page outside the menu (the own profile, the patient's bookings) by its own name;
 * empty on any other page.
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
  const dalMenu = (migliore as { etichette: string[] } | null)?.etichette;
  if (dalMenu) return dalMenu;
  const fuoriMenu = PAGINE_FUORI_MENU.find((p) => pathMatches(p.percorso, pathname));
  return fuoriMenu ? fuoriMenu.chiavi.map(testoOra) : [];
}
