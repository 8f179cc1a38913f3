import type { NomePermesso, VoceMenuGruppo } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';

/** Events of a group's stream `gruppi-<id>` (stream type `gruppi`). */
export const GROUP_STREAM_TYPE = 'gruppi';
export const groupStreamId = (id: number) => streamIdOf(GROUP_STREAM_TYPE, id);

export const GROUP_CREATED = 'GroupCreated';
export const GROUP_UPDATED = 'GroupUpdated';
export const GROUP_DELETED = 'GroupDeleted';

export interface PermessoGruppo {
  permesso: NomePermesso;
  attivo: boolean;
}

export interface SezioneGruppo {
  id: string;
  descrizione: string;
  permessi: PermessoGruppo[];
}

export type GroupCreatedData = {
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: SezioneGruppo[];
};

/**
 * Only the fields that changed are present (menu and sezioni whole). `differenze` says what changed
 * in words the history can show: entries and permissions by their texts.
 */
export type GroupUpdatedData = Partial<GroupCreatedData> & { differenze?: DifferenzeGruppo };

export interface DifferenzeGruppo {
  nome?: { prima: string; dopo: string };
  descrizione?: { prima: string; dopo: string };
  /** "Amministrazione > Utenti" */
  vociAttivate?: string[];
  vociDisattivate?: string[];
  /** "Utenti: modifica" */
  permessiConcessi?: string[];
  permessiRevocati?: string[];
}

export type GroupDeletedData = {
  nome: string;
};

export type GroupCreated = Event<typeof GROUP_CREATED, GroupCreatedData>;
export type GroupUpdated = Event<typeof GROUP_UPDATED, GroupUpdatedData>;
export type GroupDeleted = Event<typeof GROUP_DELETED, GroupDeletedData>;

/** The events of a group's stream (persisted names GroupCreated/GroupUpdated/GroupDeleted). */
export type GroupEvent = GroupCreated | GroupUpdated | GroupDeleted;
