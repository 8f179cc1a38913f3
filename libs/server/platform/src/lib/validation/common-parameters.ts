import type { Request } from 'express';
import { jsonObjectOrEmpty } from '@registro/server-kernel';

/** Query parameters every route accepts and no DTO declares: ApiValidationPipe takes them out of every DTO's query. */
export const PARAMETRI_COMUNI = ['authToken', 'language'] as const;

export type ParametroComune = (typeof PARAMETRI_COMUNI)[number];

/** A common parameter as the caller sent it, as text; undefined when it is absent, repeated or not text. */
export function commonParameter(req: Request, nome: ParametroComune): string | undefined {
  const valore = jsonObjectOrEmpty(req.query)[nome];
  return typeof valore === 'string' ? valore : undefined;
}
