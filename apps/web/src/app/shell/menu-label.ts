import i18next, { type TFunction } from 'i18next';
import type { VoceMenu } from '@registro/contracts';

/**
 * A menu entry's label in the user's language: the group menu's text is Italian (the server's,
 * which stays the Italian label); the other languages translate it by the entry's routeId
 * (`menu.<routeId>` in the locale files), so the sidebar and the top bar follow the language chosen.
 */
export const menuLabel = (t: TFunction, voce: Pick<VoceMenu, 'routeId' | 'text'>): string =>
  t(`menu.${voce.routeId}`, { defaultValue: voce.text });

/** The same, outside a component (the top bar's trail), in the language i18next has now. */
export const menuLabelNow = (voce: Pick<VoceMenu, 'routeId' | 'text'>): string =>
  i18next.isInitialized ? String(i18next.t(`menu.${voce.routeId}`, { defaultValue: voce.text })) : voce.text;
