import { MENU_COMPLETO, type VoceConfigurazione, type VoceMenu } from '@registro/contracts';

/**
 * The configuration panel's buttons: the platform's configuration screens, each shown to whoever
 * may open it (visualizza on the section of the same name). Texts and icons come from the menu.
 */
export const SEZIONI_CONFIGURAZIONE = [
  'configparameter',
  'moduli',
  'taskmanager',
  'installation',
  'users',
  'gruppi',
  'session',
  'logs',
  'systeminfo',
  'integrazionebusiness',
  'caseificiosync',
] as const;

const tutte = (menu: VoceMenu[]): VoceMenu[] => menu.flatMap((v) => [v, ...tutte(v.children ?? [])]);

export const VOCI_CONFIGURAZIONE: VoceConfigurazione[] = SEZIONI_CONFIGURAZIONE.map((routeId) => {
  const voce = tutte(MENU_COMPLETO).find((v) => v.routeId === routeId);
  if (!voce) throw new Error(`voce di menu ${routeId} mancante`);
  return { routeId, text: voce.text, iconCls: voce.iconCls ?? 'pi pi-cog' };
});
