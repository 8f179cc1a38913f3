import type { Aggregate } from '@registro/server-event-store';
import { formatInstant, formatValue, type HistoryRegistry, type RecordView } from '@registro/server-audit';
import { groupAggregate, gruppoValues } from '../domain/group.aggregate';
import { type GroupCreatedData, type GroupEvent, type GroupUpdatedData } from '../domain/group.events';
import { userAggregate, type UserState } from '../domain/user.aggregate';
import {
  USER_CREATED,
  USER_PROFILE_UPDATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_STREAM_TYPE,
  USER_UPDATED,
  signinStreamId,
  type Indirizzo,
  type Modifica,
  type SignInRefusalReason,
  type UserCreatedData,
  type UserEvent,
} from '../domain/user.events';

const MOTIVI: Record<SignInRefusalReason, string> = {
  PASSWORD_ERRATA: 'password errata',
  UTENTE_NON_ATTIVO: 'utente non attivo',
  UTENTE_BLOCCATO: 'utente bloccato',
  UTENZA_SCADUTA: 'utenza scaduta',
};

function userValues(d: Pick<UserCreatedData, 'username' | 'firstname' | 'lastname' | 'email' | 'gruppoId' | 'attivo' | 'scadenzaUtenza' | 'statoUtenza'>): Record<string, unknown> {
  return {
    username: d.username,
    firstname: d.firstname,
    lastname: d.lastname,
    email: d.email,
    gruppoId: d.gruppoId,
    attivo: d.attivo,
    scadenzaUtenza: d.scadenzaUtenza,
    statoUtenza: d.statoUtenza,
  };
}

/** "campo: prima → dopo", an address field by field ("domicilio.cap: (vuoto) → 80100"). */
function righeModifiche(changes: { [field: string]: Modifica | undefined }): string[] {
  return Object.entries(changes).flatMap(([campo, m]) => {
    if (!m) return [];
    if (campo === 'domicilio' || campo === 'residenza') {
      const prima = (m.prima ?? {}) as Partial<Indirizzo>;
      const dopo = (m.dopo ?? {}) as Partial<Indirizzo>;
      return (Object.keys({ ...prima, ...dopo }) as (keyof Indirizzo)[])
        .filter((k) => (prima[k] ?? '') !== (dopo[k] ?? ''))
        .map((k) => `${campo}.${k}: ${formatValue(prima[k])} → ${formatValue(dopo[k])}`);
    }
    const leggi = campo === 'scadenzaUtenza' ? formatInstant : formatValue;
    return [`${campo}: ${leggi(m.prima)} → ${leggi(m.dopo)}`];
  });
}

function descriviGruppoCreato(d: GroupCreatedData): string[] {
  return [
    `nome: ${formatValue(d.nome)}`,
    `descrizione: ${formatValue(d.descrizione)}`,
    `voci di menu selezionate: ${d.menu.filter((v) => v.selezionato).length}`,
    `permessi attivi: ${d.sezioni.flatMap((s) => s.permessi.filter((p) => p.attivo)).length}`,
  ];
}

/** What changed in a group, in words: renamed fields, entries switched on/off, permissions granted/revoked. */
function descriviGruppoModificato(d: GroupUpdatedData): string[] {
  const diff = d.differenze;
  if (!diff) {
    // events recorded before `differenze` existed: say which parts were replaced
    const righe: string[] = [];
    if (d.nome !== undefined) righe.push(`nome: ${formatValue(d.nome)}`);
    if (d.descrizione !== undefined) righe.push(`descrizione: ${formatValue(d.descrizione)}`);
    if (d.menu) righe.push(`voci di menu selezionate: ${d.menu.filter((v) => v.selezionato).length}`);
    if (d.sezioni) righe.push(`permessi attivi: ${d.sezioni.flatMap((s) => s.permessi.filter((p) => p.attivo)).length}`);
    return righe;
  }
  return [
    ...(diff.nome ? [`nome: ${formatValue(diff.nome.prima)} → ${formatValue(diff.nome.dopo)}`] : []),
    ...(diff.descrizione ? [`descrizione: ${formatValue(diff.descrizione.prima)} → ${formatValue(diff.descrizione.dopo)}`] : []),
    ...(diff.vociAttivate ?? []).map((v) => `menu attivato: ${v}`),
    ...(diff.vociDisattivate ?? []).map((v) => `menu disattivato: ${v}`),
    ...(diff.permessiConcessi ?? []).map((p) => `permesso concesso: ${p}`),
    ...(diff.permessiRevocati ?? []).map((p) => `permesso revocato: ${p}`),
  ];
}

/** How users' and groups' events read in the history and rebuild a record. The password hash never appears. */
export function registerIdentityHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<UserEvent>({
    UserCreated: (e) => {
      const read = (k: string, v: unknown) => (k === 'scadenzaUtenza' ? formatInstant(v) : formatValue(v));
      return ['Utente creato', ...Object.entries(userValues(e.data)).map(([k, v]) => `${k}: ${read(k, v)}`), 'password: impostata'].join('\n');
    },
    UserSignedIn: ({ data: d }) => {
      const via =
        d.metodo === 'SPID'
          ? ` con SPID (${d.livello ?? 'livello non indicato'}, ${d.idp ?? 'IdP non indicato'})`
          : d.metodo === 'OIDC'
            ? ` con il gestore di identità ${d.idp ?? 'non indicato'}`
            : '';
      return `Accesso effettuato${via} da ${d.ip || 'indirizzo sconosciuto'}`;
    },
    UserSignedInFailed: ({ data: d }) => `Accesso non riuscito da ${d.ip || 'indirizzo sconosciuto'}: ${MOTIVI[d.motivo] ?? d.motivo}`,
    UserSignedOut: () => 'Uscita (logout)',
    UserUpdated: (e) => ['Utente modificato', ...righeModifiche(e.data.changes)].join('\n'),
    UserGroupChanged: ({ data: d }) => `gruppo: ${d.prima.nome} → ${d.dopo.nome}`,
    UserActivated: () => 'Utente abilitato',
    UserDeactivated: () => 'Utente disabilitato',
    UserDeleted: () => 'Utente eliminato',
    UserPasswordSetByAdministrator: () => "password: reimpostata dall'amministratore",
    UserProfileUpdated: (e) => ['Profilo modificato', ...righeModifiche(e.data.changes)].join('\n'),
    SessionOpenedByAdministrator: ({ data: d }) =>
      `Sessione aperta dall'amministratore ${d.amministratore}, valida fino alle ${formatInstant(d.scadenza)}`,
  });
  registry.registerDescribers<GroupEvent>({
    GroupCreated: (e) => ['Gruppo creato', ...descriviGruppoCreato(e.data)].join('\n'),
    GroupUpdated: (e) => ['Gruppo modificato', ...descriviGruppoModificato(e.data)].join('\n'),
    GroupDeleted: () => 'Gruppo eliminato',
  });

  // the sign-in records since issue 10 are in `signins-<id>`, the older ones still in `users-<id>`
  registry.registerAggregate({ aggregate: userHistoryAggregate, view: userView, relatedStreams: (id) => [signinStreamId(id)] });
  registry.registerAggregate({ aggregate: groupAggregate, view: (g) => ({ values: g.exists ? { ...gruppoValues(g) } : {}, deleted: g.deleted }) });
}

/** The profile-only fields: the history shows them once a change set them. */
const CAMPI_SOLO_PROFILO = new Set(['cellulare', 'tipoIdentificativo', 'identificativo', 'domicilio', 'residenza', 'latitudine', 'longitudine']);

/**
 * A user as the history rebuilds it: the user aggregate's own state (the same evolve its commands
 * fold), plus what the sign-in records add to the view (last sign-in, failures since).
 */
interface UserHistoryState {
  user: UserState;
  ultimoAccesso: string | null;
  accessiFalliti: number;
  /** profile-only fields a change has set, in the order they were first set */
  campiProfilo: readonly string[];
}

const userHistoryAggregate: Aggregate<UserHistoryState, UserEvent> = {
  streamType: USER_STREAM_TYPE,
  initialState: () => ({ user: userAggregate.initialState(), ultimoAccesso: null, accessiFalliti: 0, campiProfilo: [] }),
  evolve: (state, e) => {
    const user = userAggregate.evolve(state.user, e);
    switch (e.type) {
      case USER_CREATED:
        return { user, ultimoAccesso: null, accessiFalliti: 0, campiProfilo: [] };
      case USER_SIGNED_IN:
        return { ...state, user, ultimoAccesso: new Date(e.recordedAt).toISOString(), accessiFalliti: 0 };
      case USER_SIGNED_IN_FAILED:
        return { ...state, user, accessiFalliti: state.accessiFalliti + 1 };
      case USER_UPDATED:
      case USER_PROFILE_UPDATED: {
        const nuovi = Object.keys(e.data.changes).filter((c) => CAMPI_SOLO_PROFILO.has(c) && !state.campiProfilo.includes(c));
        return { ...state, user, campiProfilo: [...state.campiProfilo, ...nuovi] };
      }
      default:
        return { ...state, user };
    }
  },
};

function userView({ user, ultimoAccesso, accessiFalliti, campiProfilo }: UserHistoryState): RecordView {
  if (!user.exists) return { values: {}, deleted: false };
  const profilo: Record<string, unknown> = { ...user };
  return {
    values: {
      ...userValues(user),
      ultimoAccesso,
      accessiFalliti,
      ...Object.fromEntries(campiProfilo.map((c) => [c, profilo[c]])),
    },
    deleted: user.deleted,
  };
}
