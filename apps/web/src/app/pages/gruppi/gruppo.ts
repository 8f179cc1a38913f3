import type { VoceMenu, VoceMenuGruppo } from '@registro/contracts';

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
