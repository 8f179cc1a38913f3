import type { RecordedEvent } from '@registro/server-event-store';
import { formatValue, type EvolviStato, type HistoryRegistry } from '@registro/server-audit';
import { USER_BLOCKED, USER_UNLOCKED } from '../credentials/credentials.events';
import {
  GROUP_CREATED,
  GROUP_DELETED,
  GROUP_STREAM_TYPE,
  GROUP_UPDATED,
  type GroupCreatedData,
  type GroupUpdatedData,
} from '../domain/group.events';
import {
  SESSION_OPENED_BY_ADMINISTRATOR,
  USER_ACTIVATED,
  USER_CREATED,
  USER_DEACTIVATED,
  USER_DELETED,
  USER_GROUP_CHANGED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_PROFILE_UPDATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  USER_STREAM_TYPE,
  USER_UPDATED,
  type Indirizzo,
  type Modifica,
  type MotivoAccessoNegato,
  type SessionOpenedByAdministratorData,
  type UserCreatedData,
  type UserGroupChangedData,
  type UserProfileUpdatedData,
  type UserSignedInData,
  type UserSignedInFailedData,
  type UserUpdatedData,
  STATO_UTENZA_ATTIVA,
  STATO_UTENZA_BLOCCATA,
} from '../domain/user.events';

const MOTIVI: Record<MotivoAccessoNegato, string> = {
  PASSWORD_ERRATA: 'password errata',
  UTENTE_NON_ATTIVO: 'utente non attivo',
  UTENTE_BLOCCATO: 'utente bloccato',
  UTENZA_SCADUTA: 'utenza scaduta',
};

const dati = <T>(e: RecordedEvent) => e.data as unknown as T;

/** An instant as the history reads it: 21/02/2026 10:30 (Italian time). */
function istante(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return formatValue(iso);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p['day']}/${p['month']}/${p['year']} ${p['hour']}:${p['minute']}`;
}

function valoriUtente(d: UserCreatedData): Record<string, unknown> {
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
function righeModifiche(changes: Record<string, Modifica | undefined>): string[] {
  return Object.entries(changes).flatMap(([campo, m]) => {
    if (!m) return [];
    if (campo === 'domicilio' || campo === 'residenza') {
      const prima = (m.prima ?? {}) as Partial<Indirizzo>;
      const dopo = (m.dopo ?? {}) as Partial<Indirizzo>;
      return (Object.keys({ ...prima, ...dopo }) as (keyof Indirizzo)[])
        .filter((k) => (prima[k] ?? '') !== (dopo[k] ?? ''))
        .map((k) => `${campo}.${k}: ${formatValue(prima[k])} → ${formatValue(dopo[k])}`);
    }
    const leggi = campo === 'scadenzaUtenza' ? istante : formatValue;
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
export function registraStoriaIdentity(registry: HistoryRegistry): void {
  registry.registerDescriber(USER_CREATED, (e) => {
    const valori = valoriUtente(dati<UserCreatedData>(e));
    const leggi = (k: string, v: unknown) => (k === 'scadenzaUtenza' ? istante(v) : formatValue(v));
    return ['Utente creato', ...Object.entries(valori).map(([k, v]) => `${k}: ${leggi(k, v)}`), 'password: impostata'].join('\n');
  });
  registry.registerDescriber(USER_SIGNED_IN, (e) => {
    const d = dati<UserSignedInData>(e);
    const via =
      d.metodo === 'SPID'
        ? ` con SPID (${d.livello ?? 'livello non indicato'}, ${d.idp ?? 'IdP non indicato'})`
        : d.metodo === 'OIDC'
          ? ` con il gestore di identità ${d.idp ?? 'non indicato'}`
          : '';
    return `Accesso effettuato${via} da ${d.ip || 'indirizzo sconosciuto'}`;
  });
  registry.registerDescriber(USER_SIGNED_IN_FAILED, (e) => {
    const d = dati<UserSignedInFailedData>(e);
    return `Accesso non riuscito da ${d.ip || 'indirizzo sconosciuto'}: ${MOTIVI[d.motivo] ?? d.motivo}`;
  });
  registry.registerDescriber(USER_SIGNED_OUT, () => 'Uscita (logout)');
  registry.registerDescriber(USER_UPDATED, (e) => ['Utente modificato', ...righeModifiche(dati<UserUpdatedData>(e).changes)].join('\n'));
  registry.registerDescriber(USER_GROUP_CHANGED, (e) => {
    const d = dati<UserGroupChangedData>(e);
    return `gruppo: ${d.prima.nome} → ${d.dopo.nome}`;
  });
  registry.registerDescriber(USER_ACTIVATED, () => 'Utente abilitato');
  registry.registerDescriber(USER_DEACTIVATED, () => 'Utente disabilitato');
  registry.registerDescriber(USER_DELETED, () => 'Utente eliminato');
  registry.registerDescriber(USER_PASSWORD_SET_BY_ADMINISTRATOR, () => "password: reimpostata dall'amministratore");
  registry.registerDescriber(USER_PROFILE_UPDATED, (e) =>
    ['Profilo modificato', ...righeModifiche(dati<UserProfileUpdatedData>(e).changes)].join('\n'),
  );
  registry.registerDescriber(SESSION_OPENED_BY_ADMINISTRATOR, (e) => {
    const d = dati<SessionOpenedByAdministratorData>(e);
    return `Sessione aperta dall'amministratore ${d.amministratore}, valida fino alle ${istante(d.scadenza)}`;
  });
  registry.registerDescriber(GROUP_CREATED, (e) => ['Gruppo creato', ...descriviGruppoCreato(dati<GroupCreatedData>(e))].join('\n'));
  registry.registerDescriber(GROUP_UPDATED, (e) => ['Gruppo modificato', ...descriviGruppoModificato(dati<GroupUpdatedData>(e))].join('\n'));
  registry.registerDescriber(GROUP_DELETED, () => 'Gruppo eliminato');

  registry.registerReducer(USER_STREAM_TYPE, evolviUtente);
  registry.registerReducer(GROUP_STREAM_TYPE, evolviGruppo);
}

function applicaDopo(valori: Record<string, unknown>, changes: Record<string, Modifica | undefined>): Record<string, unknown> {
  const risultato = { ...valori };
  for (const [campo, m] of Object.entries(changes)) if (m) risultato[campo] = m.dopo;
  return risultato;
}

export const evolviUtente: EvolviStato = (state, e) => {
  switch (e.type) {
    case USER_CREATED:
      return { valori: { ...valoriUtente(dati<UserCreatedData>(e)), ultimoAccesso: null, accessiFalliti: 0 }, eliminato: false };
    case USER_SIGNED_IN:
      return { ...state, valori: { ...state.valori, ultimoAccesso: new Date(e.recordedAt).toISOString(), accessiFalliti: 0 } };
    case USER_SIGNED_IN_FAILED:
      return { ...state, valori: { ...state.valori, accessiFalliti: Number(state.valori['accessiFalliti'] ?? 0) + 1 } };
    case USER_UPDATED:
      return { ...state, valori: applicaDopo(state.valori, dati<UserUpdatedData>(e).changes) };
    case USER_PROFILE_UPDATED:
      return { ...state, valori: applicaDopo(state.valori, dati<UserProfileUpdatedData>(e).changes) };
    case USER_GROUP_CHANGED:
      return { ...state, valori: { ...state.valori, gruppoId: dati<UserGroupChangedData>(e).dopo.id } };
    case USER_ACTIVATED:
    case USER_DEACTIVATED:
      return { ...state, valori: { ...state.valori, attivo: e.type === USER_ACTIVATED } };
    case USER_DELETED:
      return { ...state, eliminato: true };
    case USER_BLOCKED:
    case USER_UNLOCKED:
      return { ...state, valori: { ...state.valori, statoUtenza: e.type === USER_BLOCKED ? STATO_UTENZA_BLOCCATA : STATO_UTENZA_ATTIVA } };
    default:
      return state;
  }
};

export const evolviGruppo: EvolviStato = (state, e) => {
  switch (e.type) {
    case GROUP_CREATED:
      return { valori: { ...dati<GroupCreatedData>(e) }, eliminato: false };
    case GROUP_UPDATED: {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { differenze, ...valori } = dati<GroupUpdatedData>(e);
      return { ...state, valori: { ...state.valori, ...valori } };
    }
    case GROUP_DELETED:
      return { ...state, eliminato: true };
    default:
      return state;
  }
};
