import { useState } from 'react';
import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import { isIstanteIso, leggiGiornoOra } from './giorno';

/**
 * What a date-time field holds: the instant, null when empty, or the text typed when it names no
 * day and time (kept as typed, so the field can say so instead of dropping it).
 */
export type ValoreGiornoOra = Date | null | string;

/** The text typed into a date-time field names no day and time. */
export const giornoOraIllegibile = (valore: unknown): valore is string => typeof valore === 'string' && valore.trim() !== '' && !isIstanteIso(valore);

/** The field's message when its text names no day and time ("Data non valida: usare GG/MM/AAAA HH:mm"), else undefined. */
export function useErroreGiornoOra(): (valore: unknown) => string | undefined {
  const { t } = useTranslation();
  return (valore) => (giornoOraIllegibile(valore) ? t('ui.dataOraNonValida') : undefined);
}

/** A react-hook-form rule for a date-time field: its message when the text typed names no day and time. */
export function useRegolaGiornoOra() {
  const errore = useErroreGiornoOra();
  return { validate: (valore: unknown) => errore(valore) ?? true };
}

/** The field's value as ISO text for a form that keeps the wire's instant (the field reads ISO text as its instant): an unreadable text stays as typed. */
export function isoDaGiornoOra(valore: ValoreGiornoOra): string {
  if (valore instanceof Date) return valore.toISOString();
  return valore ?? '';
}

function valoreDa(v: unknown): ValoreGiornoOra {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'string') return v.trim() ? leggiGiornoOra(v) ?? v : null;
  return null;
}

function leggiOppureRifiuta(testo: string): Date {
  const istante = leggiGiornoOra(testo);
  if (!istante) throw new Error('data non valida');
  return istante;
}

interface DateTimeFieldProps {
  inputId: string;
  /** the instant, also as ISO text (2026-11-28T16:05:00.000Z); null when empty; unreadable text as typed */
  value: ValoreGiornoOra | undefined;
  onChange: (valore: ValoreGiornoOra) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** the calendar's Oggi/Pulisci bar (default on) */
  barraPulsanti?: boolean;
}

/**
 * The one date-and-time field (document dates, start dates, the history's "Stato al"): a calendar
 * showing GG/MM/AAAA HH:mm that reads a typed 28/11/2026 17:05 or 28-11-2026 17:05 (the day alone
 * is its 00:00), and keeps an unreadable text as typed so the caller shows "Data non valida" beside it.
 * The calendar opens from its button, not on focus: PrimeReact moves the focus into a calendar
 * opened on focus, so a keyboard user tabbing into the field could not type the date.
 */
export function DateTimeField({ inputId, value, onChange, onBlur, disabled, invalid, barraPulsanti = true }: DateTimeFieldProps) {
  // While the user types, the calendar is given the text typed: given the instant it reads, PrimeReact
  // would rewrite the text mid-typing ("01/12/2030" becomes "01/12/2030 00:00" and the time typed next is appended).
  const [digitato, setDigitato] = useState<string | null>(null);
  const valore = digitato ?? (isIstanteIso(value) ? new Date(value) : value ?? null);
  return (
    <Calendar
      inputId={inputId}
      value={valore as Date | null}
      onInput={(e) => setDigitato((e.target as HTMLInputElement).value)}
      onChange={(e) => onChange(valoreDa(e.value))}
      onBlur={() => {
        setDigitato(null);
        onBlur?.();
      }}
      dateFormat="dd/mm/yy"
      showTime
      hourFormat="24"
      parseDateTime={leggiOppureRifiuta}
      keepInvalid
      showIcon
      // the calendar opens from its button (or ArrowDown), not on focus: tabbing through a form does not fall into it
      showOnFocus={false}
      showButtonBar={barraPulsanti}
      disabled={disabled}
      invalid={invalid || giornoOraIllegibile(value)}
    />
  );
}
