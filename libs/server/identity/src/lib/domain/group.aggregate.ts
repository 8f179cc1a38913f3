import type { GroupCreatedData, SezioneGruppo } from './group.events';
import type { VoceMenuGruppo } from '@registro/contracts';

export class DatiGruppoNonValidi extends Error {
  constructor(readonly errori: string[]) {
    super(errori.join('#') + '#');
  }
}

/**
 * The GroupCreated event for a new group. A child entry whose parent is off is stored off
 * (spec 1 §4: turning off a top-level entry turns off its children).
 */
export function creaGruppo(g: {
  nome: string;
  descrizione?: string;
  menu: VoceMenuGruppo[];
  sezioni: SezioneGruppo[];
}): GroupCreatedData {
  if (!g.nome?.trim()) throw new DatiGruppoNonValidi(['Il campo Nome è obbligatorio']);
  return {
    nome: g.nome.trim(),
    descrizione: g.descrizione?.trim() ?? '',
    menu: normalizzaMenu(g.menu),
    sezioni: g.sezioni,
  };
}

export function normalizzaMenu(menu: VoceMenuGruppo[]): VoceMenuGruppo[] {
  const selezionati = new Set(menu.filter((v) => v.selezionato).map((v) => v.routeId));
  return menu.map((v) => ({
    ...v,
    selezionato: v.selezionato && (v.idPadre === null || selezionati.has(v.idPadre)),
  }));
}
