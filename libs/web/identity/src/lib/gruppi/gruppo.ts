import { PERMESSI, SEZIONI, type Sezione, type VoceMenu, type VoceMenuGruppo } from '@registro/contracts';

/** GET /api/gruppi/:id */
export interface DettaglioGruppo {
  id: number;
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: { id: string; descrizione: string; permessi: { descrizione: string; attivo: boolean }[] }[];
}

/** The group stores its menu flat (idPadre); the view shows the selected entries as a tree. */
export function alberoSelezionato(menu: VoceMenuGruppo[], idPadre: string | null = null): VoceMenu[] {
  return menu
    .filter((v) => v.selezionato && (v.idPadre ?? null) === idPadre)
    .map((v) => {
      const figli = alberoSelezionato(menu, v.routeId);
      return { routeId: v.routeId, text: v.text, iconCls: v.iconCls, ...(figli.length ? { children: figli } : {}) };
    });
}

/** The permission sections of a new group: every section (static and installed from modules), every permission off. */
export function sezioniVuote(catalogo: Sezione[] = SEZIONI): DettaglioGruppo['sezioni'] {
  return catalogo.map((s) => ({ id: s.id, descrizione: s.descrizione, permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: false })) }));
}

/** The group's sections over every known section, so that new sections show up switched off. */
export function unisciSezioni(delGruppo: DettaglioGruppo['sezioni'], catalogo: Sezione[] = SEZIONI): DettaglioGruppo['sezioni'] {
  const perId = new Map(delGruppo.map((s) => [s.id, s]));
  return sezioniVuote(catalogo).map((vuota) => {
    const s = perId.get(vuota.id);
    if (!s) return vuota;
    const attivi = new Set(s.permessi.filter((p) => p.attivo).map((p) => p.descrizione));
    return { ...vuota, permessi: vuota.permessi.map((p) => ({ ...p, attivo: attivi.has(p.descrizione) })) };
  });
}
