import {
  MENU_COMPLETO,
  PERMESSI,
  SEZIONI,
  appiattisciMenu,
  type NomePermesso,
  type Sezione,
  type VoceMenuGruppo,
} from '@registro/contracts';
import { type Aggregate, diffCampi } from '@registro/server-event-store';
import {
  GROUP_CREATED,
  GROUP_DELETED,
  GROUP_STREAM_TYPE,
  GROUP_UPDATED,
  type DifferenzeGruppo,
  type GroupCreatedData,
  type GroupEvent,
  type GroupUpdatedData,
  type SezioneGruppo,
} from './group.events';

export class InvalidGruppoData extends Error {
  constructor(readonly errori: string[]) {
    super(errori.join('#') + '#');
  }
}

export const MESSAGGIO_NOME_GRUPPO_DUPLICATO = 'Esiste già un gruppo con questo nome';

/**
 * The GroupCreated event for a new group. A child entry whose parent is off is stored off
 * (spec 1 §4: turning off a top-level entry turns off its children).
 */
export function createGruppo(g: {
  nome: string;
  descrizione?: string;
  menu: VoceMenuGruppo[];
  sezioni: SezioneGruppo[];
}): GroupCreatedData {
  if (!g.nome?.trim()) throw new InvalidGruppoData(['Il campo Nome è obbligatorio']);
  return {
    nome: g.nome.trim(),
    descrizione: g.descrizione?.trim() ?? '',
    menu: normalizeMenu(g.menu),
    sezioni: g.sezioni,
  };
}

/** An entry stays selected only if every entry above it is selected too, at any depth. */
export function normalizeMenu(menu: VoceMenuGruppo[]): VoceMenuGruppo[] {
  const perRoute = new Map(menu.map((v) => [v.routeId, v]));
  const effettivo = new Map<string, boolean>();
  const selezionata = (v: VoceMenuGruppo, profondita = 0): boolean => {
    const noto = effettivo.get(v.routeId);
    if (noto !== undefined) return noto;
    const padre = v.idPadre === null ? undefined : perRoute.get(v.idPadre);
    const esito = v.selezionato && (v.idPadre === null || (!!padre && profondita < 10 && selezionata(padre, profondita + 1)));
    effettivo.set(v.routeId, esito);
    return esito;
  };
  return menu.map((v) => ({ ...v, selezionato: selezionata(v) }));
}

/** The menu catalogue every group's menu is a selection of, flat, in sidebar order. */
const CATALOGO_MENU = appiattisciMenu(MENU_COMPLETO);
const TESTO_VOCE = new Map(CATALOGO_MENU.map((v) => [v.routeId, v]));

/** A group as the edit form sends it (spec 1 §3, group): permissions named by `descrizione`. */
export interface GruppoForm {
  nome?: string;
  descrizione?: string;
  menu?: { routeId: string; selezionato?: boolean }[];
  sezioni?: { id: string; permessi?: { descrizione: string; attivo?: boolean }[] }[];
}

/**
 * The group the form describes, checked against the menu catalogue and the known sections: the
 * stored menu is always the whole catalogue (texts, parents and order from the catalogue, only the
 * switches from the form), and likewise every known section (static and installed) with every permission.
 */
export function gruppoFromForm(form: GruppoForm, sezioniNote: Sezione[] = SEZIONI): GroupCreatedData {
  const DESCRIZIONE_SEZIONE = new Map(sezioniNote.map((s) => [s.id, s.descrizione]));
  const errori: string[] = [];
  const nome = form.nome?.trim() ?? '';
  if (!nome) errori.push('Il campo Nome è obbligatorio');

  const selezionate = new Set<string>();
  for (const v of form.menu ?? []) {
    if (!TESTO_VOCE.has(v.routeId)) errori.push(`Voce di menu sconosciuta: ${v.routeId}`);
    else if (v.selezionato) selezionate.add(v.routeId);
  }

  const concessi = new Set<string>();
  for (const s of form.sezioni ?? []) {
    if (!DESCRIZIONE_SEZIONE.has(s.id)) {
      errori.push(`Sezione sconosciuta: ${s.id}`);
      continue;
    }
    for (const p of s.permessi ?? []) {
      if (!(PERMESSI as readonly string[]).includes(p.descrizione))
        errori.push(`Permesso sconosciuto nella sezione ${s.id}: ${p.descrizione}`);
      else if (p.attivo) concessi.add(`${s.id}/${p.descrizione}`);
    }
  }
  if (errori.length) throw new InvalidGruppoData(errori);

  return {
    nome,
    descrizione: form.descrizione?.trim() ?? '',
    menu: normalizeMenu(CATALOGO_MENU.map((v) => ({ ...v, selezionato: selezionate.has(v.routeId) }))),
    sezioni: sezioniNote.map((s) => ({
      id: s.id,
      descrizione: s.descrizione,
      permessi: PERMESSI.map((permesso: NomePermesso) => ({ permesso, attivo: concessi.has(`${s.id}/${permesso}`) })),
    })),
  };
}

/** "Amministrazione > Utenti": an entry by the texts of its path. */
function menuEntryPath(routeId: string, menu: VoceMenuGruppo[]): string {
  const perRoute = new Map(menu.map((v) => [v.routeId, v]));
  const testi: string[] = [];
  for (let v = perRoute.get(routeId), i = 0; v && i < 10; v = v.idPadre ? perRoute.get(v.idPadre) : undefined, i++)
    testi.unshift(v.text);
  return testi.join(' > ');
}

function permessiAttivi(sezioni: SezioneGruppo[]): Map<string, string> {
  return new Map(
    sezioni.flatMap((s) =>
      s.permessi.filter((p) => p.attivo).map((p) => [`${s.id}/${p.permesso}`, `${s.descrizione}: ${p.permesso}`] as const),
    ),
  );
}

/** What a menu or a section list holds, independent of how jsonb ordered the keys. */
const firmaMenu = (menu: VoceMenuGruppo[]) =>
  menu.map((v) => `${v.routeId}:${v.idPadre}:${v.text}:${v.iconCls}:${v.selezionato}`).join('|');
const firmaSezioni = (sezioni: SezioneGruppo[]) =>
  sezioni.map((s) => `${s.id}:${s.descrizione}:${s.permessi.map((p) => `${p.permesso}=${p.attivo}`).join(',')}`).join('|');

/**
 * The GroupUpdated event that takes a group from `prima` to `dopo`, or null when nothing changed.
 * Menu and sections are carried whole; `differenze` names what was switched on and off.
 */
export function updateGruppo(prima: GroupCreatedData, dopo: GroupCreatedData): GroupUpdatedData | null {
  const evento: GroupUpdatedData = {};
  const differenze: DifferenzeGruppo = diffCampi(
    { nome: prima.nome, descrizione: prima.descrizione },
    { nome: dopo.nome, descrizione: dopo.descrizione },
  );
  if (differenze.nome) evento.nome = dopo.nome;
  if (differenze.descrizione) evento.descrizione = dopo.descrizione;

  const primaSelezionate = new Set(prima.menu.filter((v) => v.selezionato).map((v) => v.routeId));
  const dopoSelezionate = new Set(dopo.menu.filter((v) => v.selezionato).map((v) => v.routeId));
  const attivate = [...dopoSelezionate].filter((r) => !primaSelezionate.has(r));
  const disattivate = [...primaSelezionate].filter((r) => !dopoSelezionate.has(r));
  if (attivate.length || disattivate.length || firmaMenu(prima.menu) !== firmaMenu(dopo.menu)) evento.menu = dopo.menu;
  if (attivate.length) differenze.vociAttivate = attivate.map((r) => menuEntryPath(r, dopo.menu));
  if (disattivate.length) differenze.vociDisattivate = disattivate.map((r) => menuEntryPath(r, prima.menu));

  const primaPermessi = permessiAttivi(prima.sezioni);
  const dopoPermessi = permessiAttivi(dopo.sezioni);
  const concessi = [...dopoPermessi].filter(([k]) => !primaPermessi.has(k)).map(([, testo]) => testo);
  const revocati = [...primaPermessi].filter(([k]) => !dopoPermessi.has(k)).map(([, testo]) => testo);
  if (concessi.length || revocati.length || firmaSezioni(prima.sezioni) !== firmaSezioni(dopo.sezioni)) evento.sezioni = dopo.sezioni;
  if (concessi.length) differenze.permessiConcessi = concessi;
  if (revocati.length) differenze.permessiRevocati = revocati;

  if (!Object.keys(evento).length) return null;
  return Object.keys(differenze).length ? { ...evento, differenze } : evento;
}

/** A group as its stream leaves it. */
export interface GroupState extends GroupCreatedData {
  /** false before GroupCreated */
  exists: boolean;
  deleted: boolean;
}

/** How each event changes a group: GroupUpdated carries only the parts that changed. */
export function evolveGroup(state: GroupState, event: GroupEvent): GroupState {
  switch (event.type) {
    case GROUP_CREATED: {
      const { nome, descrizione, menu, sezioni } = event.data;
      return { exists: true, deleted: false, nome, descrizione, menu, sezioni };
    }
    case GROUP_UPDATED: {
      const { nome, descrizione, menu, sezioni } = event.data;
      return {
        ...state,
        nome: nome ?? state.nome,
        descrizione: descrizione ?? state.descrizione,
        menu: menu ?? state.menu,
        sezioni: sezioni ?? state.sezioni,
      };
    }
    case GROUP_DELETED:
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The group aggregate: stream `gruppi-<id>`. */
export const groupAggregate: Aggregate<GroupState, GroupEvent> = {
  streamType: GROUP_STREAM_TYPE,
  initialState: () => ({ exists: false, deleted: false, nome: '', descrizione: '', menu: [], sezioni: [] }),
  evolve: evolveGroup,
};

/** The group's fields, as GroupCreated carries them. */
export const gruppoValues = ({ nome, descrizione, menu, sezioni }: GroupState): GroupCreatedData => ({ nome, descrizione, menu, sezioni });
