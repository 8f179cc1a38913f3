import type { NomePermesso, VoceMenuGruppo } from '@registro/contracts';

/** Events of a group's stream `gruppi-<id>` (stream type `gruppi`). */
export const GROUP_STREAM_TYPE = 'gruppi';
export const groupStreamId = (id: number) => `${GROUP_STREAM_TYPE}-${id}`;

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

export interface GroupCreatedData {
  nome: string;
  descrizione: string;
  menu: VoceMenuGruppo[];
  sezioni: SezioneGruppo[];
}

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

export interface GroupDeletedData {
  nome: string;
}
