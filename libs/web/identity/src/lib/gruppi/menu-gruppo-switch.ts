import type { VoceMenuGruppo } from '@registro/contracts';

/** A menu entry in the group editor's tree: the stored flat entry plus its children. */
export interface MenuNode {
  voce: VoceMenuGruppo;
  figli: MenuNode[];
}

/** The editor's tree, built on the client from the flat list (spec 1 §3: children are built on the client). */
export function menuTree(menu: VoceMenuGruppo[], idPadre: string | null = null): MenuNode[] {
  return menu
    .filter((v) => (v.idPadre ?? null) === idPadre)
    .map((voce) => ({ voce, figli: menuTree(menu, voce.routeId) }));
}

function discendenti(menu: VoceMenuGruppo[], routeId: string): Set<string> {
  const trovati = new Set<string>();
  const daVisitare = [routeId];
  while (daVisitare.length) {
    const padre = daVisitare.pop() as string;
    for (const v of menu) {
      if (v.idPadre === padre && !trovati.has(v.routeId)) {
        trovati.add(v.routeId);
        daVisitare.push(v.routeId);
      }
    }
  }
  return trovati;
}

/** Switches one entry; turning an entry off turns off all its children (spec 1 §4, group menu). */
export function changeSelection(menu: VoceMenuGruppo[], routeId: string, selezionato: boolean): VoceMenuGruppo[] {
  const spenti = selezionato ? new Set<string>() : discendenti(menu, routeId);
  return menu.map((v) => {
    if (v.routeId === routeId) return { ...v, selezionato };
    if (spenti.has(v.routeId)) return { ...v, selezionato: false };
    return v;
  });
}

/** A child's switch is disabled while its parent (or any entry above it) is off. */
export function isSwitchDisabled(menu: VoceMenuGruppo[], routeId: string): boolean {
  const perRoute = new Map(menu.map((v) => [v.routeId, v]));
  let padre = perRoute.get(routeId)?.idPadre ?? null;
  for (let passi = 0; padre && passi < 20; passi++) {
    const voce = perRoute.get(padre);
    if (!voce) return false;
    if (!voce.selezionato) return true;
    padre = voce.idPadre ?? null;
  }
  return false;
}

/** Top-level entries with any selected child start expanded. */
export function expandedKeys(menu: VoceMenuGruppo[]): string[] {
  return menu
    .filter((v) => (v.idPadre ?? null) === null && menu.some((f) => f.idPadre === v.routeId && f.selezionato))
    .map((v) => v.routeId);
}

/**
 * The menu field of the save: the flattened list without children. The catalogue gives every
 * entry; the group's stored switches say which are on.
 */
export function menuToSave(menu: VoceMenuGruppo[]): VoceMenuGruppo[] {
  return menu.map(({ routeId, idPadre, text, iconCls, selezionato }) => ({ routeId, idPadre: idPadre ?? null, text, iconCls, selezionato: !!selezionato }));
}

/** Every catalogue entry, switched as the group has it (entries the group lacks are off). */
export function mergeCatalog(catalogo: VoceMenuGruppo[], delGruppo: VoceMenuGruppo[]): VoceMenuGruppo[] {
  const selezionate = new Set(delGruppo.filter((v) => v.selezionato).map((v) => v.routeId));
  return catalogo.map((v) => ({ ...v, selezionato: selezionate.has(v.routeId) }));
}
