import type { RecordedEvent } from '@registro/server-event-store';
import { formattaValore, type EvolviStato, type HistoryRegistry } from '@registro/server-audit';
import { GROUP_CREATED, GROUP_STREAM_TYPE, GROUP_UPDATED, type GroupCreatedData, type GroupUpdatedData } from '../domain/group.events';
import {
  USER_CREATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  USER_STREAM_TYPE,
  type MotivoAccessoNegato,
  type UserCreatedData,
  type UserSignedInData,
  type UserSignedInFailedData,
} from '../domain/user.events';

const MOTIVI: Record<MotivoAccessoNegato, string> = {
  PASSWORD_ERRATA: 'password errata',
  UTENTE_NON_ATTIVO: 'utente non attivo',
  UTENTE_BLOCCATO: 'utente bloccato',
  UTENZA_SCADUTA: 'utenza scaduta',
};

const dati = <T>(e: RecordedEvent) => e.data as unknown as T;

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

function descriviGruppo(d: Partial<GroupCreatedData>): string[] {
  const righe: string[] = [];
  if (d.nome !== undefined) righe.push(`nome: ${formattaValore(d.nome)}`);
  if (d.descrizione !== undefined) righe.push(`descrizione: ${formattaValore(d.descrizione)}`);
  if (d.menu) righe.push(`voci di menu selezionate: ${d.menu.filter((v) => v.selezionato).length}`);
  if (d.sezioni)
    righe.push(`permessi attivi: ${d.sezioni.flatMap((s) => s.permessi.filter((p) => p.attivo)).length}`);
  return righe;
}

/** How users' and groups' events read in the history and rebuild a record. The password hash never appears. */
export function registraStoriaIdentity(registry: HistoryRegistry): void {
  registry.registerDescriber(USER_CREATED, (e) => {
    const valori = valoriUtente(dati<UserCreatedData>(e));
    return ['Utente creato', ...Object.entries(valori).map(([k, v]) => `${k}: ${formattaValore(v)}`), 'password: impostata'].join('\n');
  });
  registry.registerDescriber(USER_SIGNED_IN, (e) => `Accesso effettuato da ${dati<UserSignedInData>(e).ip || 'indirizzo sconosciuto'}`);
  registry.registerDescriber(USER_SIGNED_IN_FAILED, (e) => {
    const d = dati<UserSignedInFailedData>(e);
    return `Accesso non riuscito da ${d.ip || 'indirizzo sconosciuto'}: ${MOTIVI[d.motivo] ?? d.motivo}`;
  });
  registry.registerDescriber(USER_SIGNED_OUT, () => 'Uscita (logout)');
  registry.registerDescriber(GROUP_CREATED, (e) => ['Gruppo creato', ...descriviGruppo(dati<GroupCreatedData>(e))].join('\n'));
  registry.registerDescriber(GROUP_UPDATED, (e) => ['Gruppo modificato', ...descriviGruppo(dati<GroupUpdatedData>(e))].join('\n'));

  registry.registerReducer(USER_STREAM_TYPE, evolviUtente);
  registry.registerReducer(GROUP_STREAM_TYPE, evolviGruppo);
}

export const evolviUtente: EvolviStato = (state, e) => {
  switch (e.type) {
    case USER_CREATED:
      return { valori: { ...valoriUtente(dati<UserCreatedData>(e)), ultimoAccesso: null, accessiFalliti: 0 }, eliminato: false };
    case USER_SIGNED_IN:
      return { ...state, valori: { ...state.valori, ultimoAccesso: new Date(e.recordedAt).toISOString(), accessiFalliti: 0 } };
    case USER_SIGNED_IN_FAILED:
      return { ...state, valori: { ...state.valori, accessiFalliti: Number(state.valori['accessiFalliti'] ?? 0) + 1 } };
    default:
      return state;
  }
};

export const evolviGruppo: EvolviStato = (state, e) => {
  switch (e.type) {
    case GROUP_CREATED:
      return { valori: { ...dati<GroupCreatedData>(e) }, eliminato: false };
    case GROUP_UPDATED:
      return { ...state, valori: { ...state.valori, ...dati<GroupUpdatedData>(e) } };
    default:
      return state;
  }
};
