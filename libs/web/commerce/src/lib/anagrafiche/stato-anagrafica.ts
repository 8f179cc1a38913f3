import type { TFunction } from 'i18next';
import { STATO_ANAGRAFICA_ELIMINATO, type Anagrafica } from '@registro/contracts';
import { siNo } from '../catalogo/configurazione-list';

/**
 * What the Attivo column and the view say of a party: ELIMINATO for a deleted party (its attivo
 * flag no longer means anything), else SI/NO.
 */
export function statoAnagrafica(r: Pick<Anagrafica, 'attivo' | 'statoAttuale'>, t: TFunction): { testo: string; eliminata: boolean } {
  return r.statoAttuale === STATO_ANAGRAFICA_ELIMINATO ? { testo: t('anagrafica.eliminata'), eliminata: true } : { testo: siNo(r.attivo), eliminata: false };
}
