import { PERMESSI, SEZIONI, type Sezione, type VoceMenu, type VoceMenuGruppo } from '@registro/contracts';

/** GET /api/gruppi/:id */
export interface GruppoDetail {
  id: number;
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: { id: string; descrizione: string; permessi: { descrizione: string; attivo: boolean }[] }[];
}

/** The group stores its menu flat (idPadre); the view shows the selected entries as a tree. */
export function selectedTree(menu: VoceMenuGruppo[], idPadre: string | null = null): VoceMenu[] {
  return menu
    .filter((v) => v.selezionato && (v.idPadre ?? null) === idPadre)
    .map((v) => {
      const figli = selectedTree(menu, v.routeId);
      return { routeId: v.routeId, text: v.text, iconCls: v.iconCls, ...(figli.length ? { children: figli } : {}) };
    });
}

/** The permission sections of a new group: every section (static and installed from modules), every permission off. */
export function emptySezioni(catalogo: Sezione[] = SEZIONI): GruppoDetail['sezioni'] {
  return catalogo.map((s) => ({ id: s.id, descrizione: s.descrizione, permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: false })) }));
}

/** The group's sections over every known section, so that new sections show up switched off. */
export function mergeSezioni(delGruppo: GruppoDetail['sezioni'], catalogo: Sezione[] = SEZIONI): GruppoDetail['sezioni'] {
  const perId = new Map(delGruppo.map((s) => [s.id, s]));
  return emptySezioni(catalogo).map((vuota) => {
    const s = perId.get(vuota.id);
    if (!s) return vuota;
    const attivi = new Set(s.permessi.filter((p) => p.attivo).map((p) => p.descrizione));
    return { ...vuota, permessi: vuota.permessi.map((p) => ({ ...p, attivo: attivi.has(p.descrizione) })) };
  });
}
