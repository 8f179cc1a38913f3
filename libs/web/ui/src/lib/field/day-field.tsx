import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import { inizioGiorno, leggiGiorno } from './giorno';

/**
 * What a day field holds: the day (local midnight), null when empty, or the text typed when it
 * names no day (kept as typed, so the field can say so instead of dropping it).
 */
export type ValoreGiorno = Date | null | string;

/** The text typed into a day field names no day. */
export const giornoIllegibile = (valore: unknown): valore is string => typeof valore === 'string' && valore.trim() !== '';

/** The field's message when its text names no day ("Data non valida: usare GG/MM/AAAA"), else undefined. */
export function useErroreGiorno(): (valore: unknown) => string | undefined {
  const { t } = useTranslation();
  return (valore) => (giornoIllegibile(valore) ? t('ui.dataNonValida') : undefined);
}

/** A react-hook-form rule for a day field: its message when the text typed names no day. */
export function useRegolaGiorno() {
  const errore = useErroreGiorno();
  return { validate: (valore: unknown) => errore(valore) ?? true };
}

function valoreDa(v: unknown): ValoreGiorno {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : inizioGiorno(v);
  if (typeof v === 'string') return v.trim() ? leggiGiorno(v) ?? v : null;
  return null;
}

function leggiOppureRifiuta(testo: string): Date {
  const giorno = leggiGiorno(testo);
  if (!giorno) throw new Error('data non valida');
  return giorno;
}

interface DayFieldProps {
  inputId: string;
  value: ValoreGiorno | undefined;
  onChange: (valore: ValoreGiorno) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** the calendar's Oggi/Pulisci bar (default on) */
  barraPulsanti?: boolean;
}

/**
 * The one date field of a day (filters, forms): a calendar showing GG/MM/AAAA that reads a typed
 * 28/11/2026 or 28-11-2026, keeps the day without a time (picking today is today, from 00:00),
 * and keeps an unreadable text as typed so the caller shows "Data non valida" next to it. The
 * calendar opens from its button, not on focus (see DateTimeField: typing stays possible by keyboard).
 */
export function DayField({ inputId, value, onChange, onBlur, disabled, invalid, barraPulsanti = true }: DayFieldProps) {
  return (
    <Calendar
      inputId={inputId}
      value={(value ?? null) as Date | null}
      onChange={(e) => onChange(valoreDa(e.value))}
      onBlur={onBlur}
      dateFormat="dd/mm/yy"
      parseDateTime={leggiOppureRifiuta}
      keepInvalid
      showIcon
      // the calendar opens from its button (or ArrowDown), not on focus: tabbing through a form does not fall into it
      showOnFocus={false}
      showButtonBar={barraPulsanti}
      disabled={disabled}
      invalid={invalid || giornoIllegibile(value)}
    />
  );
}
