import { STANZE_LIVE } from '@registro/contracts';

const STANZA_TASK = /^task:([1-9]\d{0,9})$/;

/**
 * The permission section that guards a live room: `task:<id>` → taskmanager, `systeminfo` →
 * systeminfo; null for a room that does not exist (never joined).
 */
export function roomSection(stanza: unknown): string | null {
  if (typeof stanza !== 'string') return null;
  if (stanza === STANZE_LIVE.infoSistema) return 'systeminfo';
  if (STANZA_TASK.test(stanza)) return 'taskmanager';
  return null;
}
