/** PostgreSQL cannot store a NUL character, in text (22021) or jsonb (22P05). */
const TESTO_NON_AMMESSO = new Set(['22021', '22P05']);

/**
 * A value out of its column's range or format (a data exception: "invalid input syntax for type
 * integer: "1e+308"", "value "2147483648" is out of range for type integer", a date out of range).
 */
const VALORE_NON_AMMESSO = new Set(['22P02', '22003', '22007', '22008']);

export const INVALID_TEXT_MESSAGE = 'Il testo contiene caratteri non ammessi (il carattere NUL)';
export const INVALID_VALUE_MESSAGE = 'Un valore della richiesta è fuori dall\'intervallo ammesso o non è nel formato atteso';

/**
 * The Italian messaggio when PostgreSQL refused a value the request carried (bad input: a 400
 * whatever the query, where a DTO let it through), else undefined.
 */
export function invalidValueMessage(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return undefined;
  if (TESTO_NON_AMMESSO.has(code)) return INVALID_TEXT_MESSAGE;
  return VALORE_NON_AMMESSO.has(code) ? INVALID_VALUE_MESSAGE : undefined;
}
