import type { NextFunction, Request, Response } from 'express';

/** A lone UTF-16 surrogate: with the u flag, the halves of a pair are one code point and do not match. */
const SURROGATO_SOLO = /\p{Cs}/u;
const SURROGATI_SOLI = /\p{Cs}/gu;

const benFormato = (text: string) => (SURROGATO_SOLO.test(text) ? text.replace(SURROGATI_SOLI, '\ufffd') : text);

function correggi(value: unknown): unknown {
  if (typeof value === 'string') return benFormato(value);
  if (Array.isArray(value)) return value.map(correggi);
  if (!value || typeof value !== 'object') return value;
  const oggetto = value as Record<string, unknown>;
  if (Object.keys(oggetto).some((k) => SURROGATO_SOLO.test(k)))
    return Object.fromEntries(Object.entries(oggetto).map(([k, v]) => [benFormato(k), correggi(v)]));
  for (const k of Object.keys(oggetto)) oggetto[k] = correggi(oggetto[k]);
  return oggetto;
}

/**
 * A lone surrogate in a JSON body ("\ud800" is valid JSON but no Unicode text) becomes U+FFFD, in
 * values and keys, as PostgreSQL's text columns would store it; jsonb (every event) refuses it,
 * which was a 500. After bodyDepth: the walk never goes deeper than MAX_BODY_DEPTH.
 */
export function wellFormedBody(req: Request, _res: Response, next: NextFunction): void {
  if (req.is('application/json')) req.body = correggi(req.body);
  next();
}
