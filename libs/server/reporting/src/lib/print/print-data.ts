/** Spec 1 §5: printing without data. */
export const MISSING_DATA = 'Dati da stampare mancanti';

/** null, undefined, an empty object or an empty array (or a blank string): nothing to print. */
export function isPrintDataMissing(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'string') return data.trim() === '';
  if (typeof data === 'object') return Object.keys(data).length === 0;
  return false;
}
