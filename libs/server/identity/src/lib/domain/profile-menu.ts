import { MENU_COMPLETO, SEZIONE_VOCE_MENU, haPermesso, type PermessiGruppo, type VoceMenu, type VoceMenuGruppo } from '@registro/contracts';

/** routeId → the catalogue entry, which holds what the flat group form does not (viewId, primaryKey). */
const CATALOGO = new Map<string, VoceMenu>();
(function indicizza(voci: VoceMenu[]) {
  for (const v of voci) {
    CATALOGO.set(v.routeId, v);
    indicizza(v.children ?? []);
  }
})(MENU_COMPLETO);

/** Spec 1 §4: a patient group's entry; it opens the patient home, which is no catalogue view. */
export const HOME_PAZIENTE = 'homepaziente';

/**
 * Sections whose page also serves a user with `modifica` alone: a customer (group CLIENTE) has
 * `ordini` modifica without visualizza and sees and creates only their own orders.
 */
const SEZIONI_PROPRIE = new Set(['ordini']);

/**
 * The sidebar of a group: only selected entries whose section (SEZIONE_VOCE_MENU) the group may
 * see, children nested under their idPadre, in the group's order. A child whose parent is not
 * shown is dropped, and so is a parent with no page of its own and no child shown (homepaziente
 * has its page: the patient home), and an entry the catalogue no longer lists. Labels are the
 * catalogue's (MENU_COMPLETO), whatever label the group's events stored.
 */
export function profileMenu(menu: VoceMenuGruppo[], permessi?: PermessiGruppo[]): VoceMenu[] {
  const visibile = (routeId: string) => {
    const sezione = SEZIONE_VOCE_MENU[routeId];
    return (
      !sezione ||
      !permessi ||
      haPermesso(permessi, sezione, 'visualizza') ||
      (SEZIONI_PROPRIE.has(sezione) && haPermesso(permessi, sezione, 'modifica'))
    );
  };
  // an entry the catalogue no longer has (a placeholder, a second entry of one screen) is not shown
  const nelCatalogo = (routeId: string) => CATALOGO.has(routeId) || routeId === HOME_PAZIENTE;
  const selezionate = menu.filter((v) => v.selezionato && nelCatalogo(v.routeId) && visibile(v.routeId));
  const figliDi = (idPadre: string, profondita: number): VoceMenu[] =>
    profondita > 4
      ? []
      : selezionate.filter((v) => v.idPadre === idPadre).map((v) => voce(v, figliDi(v.routeId, profondita + 1)));
  return selezionate
    .filter((v) => v.idPadre === null)
    .map((v) => voce(v, figliDi(v.routeId, 1)))
    .filter((v) => v.viewId || v.children?.length || v.routeId === HOME_PAZIENTE);
}

function voce(v: VoceMenuGruppo, children: VoceMenu[]): VoceMenu {
  const c = CATALOGO.get(v.routeId);
  // the catalogue's label: a group stored the label of its day, the screen may have been renamed since
  const risultato: VoceMenu = { routeId: v.routeId, text: c?.text ?? v.text, iconCls: v.iconCls ?? c?.iconCls };
  if (c?.viewId) risultato.viewId = c.viewId;
  if (c?.primaryKey) risultato.primaryKey = c.primaryKey;
  if (children.length) risultato.children = children;
  return risultato;
}
