import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The bounds of a number field: checked with a message, never applied to what the user typed. */
export interface Limiti {
  min?: number;
  max?: number;
}

/**
 * The field's message when the number is outside its bounds, in the server's words ("Il campo
 * Aliquota deve essere compreso tra 0 e 100", "Il campo Quantità non può essere minore di 0"); else
 * undefined. A number input never clamps (no PrimeReact min/max): 150 stays 150 and says so.
 */
export function messaggioLimiti(t: TFunction, campo: string, valore: unknown, { min, max }: Limiti): string | undefined {
  if (typeof valore !== 'number' || !Number.isFinite(valore)) return undefined;
  const sotto = min !== undefined && valore < min;
  const sopra = max !== undefined && valore > max;
  if (!sotto && !sopra) return undefined;
  if (min !== undefined && max !== undefined) return t('validazione.compreso', { campo, min, max });
  return sotto ? t('validazione.minimo', { campo, min }) : t('validazione.massimo', { campo, max });
}

/** A react-hook-form rule for a number field with bounds: its message when out of them. */
export function useRegolaLimiti(): (campo: string, limiti: Limiti) => { validate: (valore: unknown) => string | true } {
  const { t } = useTranslation();
  return (campo, limiti) => ({ validate: (valore) => messaggioLimiti(t, campo, valore, limiti) ?? true });
}
