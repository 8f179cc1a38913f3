import type { Request } from 'express';
import { getMetadataStorage } from 'class-validator';
import { jsonObjectOrEmpty } from '@registro/server-kernel';

/**
 * Query parameters every route accepts: ApiValidationPipe takes them out of a DTO's query unless
 * the DTO declares them (the translations' `language`).
 */
export const PARAMETRI_COMUNI = ['authToken', 'language'] as const;

export type ParametroComune = (typeof PARAMETRI_COMUNI)[number];

const nonDichiarati = new WeakMap<object, readonly ParametroComune[]>();

/** The common parameters `dto` does not declare, which the pipe removes (worked out once per DTO). */
export function commonParametersNotIn(dto: object): readonly ParametroComune[] {
  let elenco = nonDichiarati.get(dto);
  if (!elenco) {
    const dichiarati = new Set(getMetadataStorage().getTargetValidationMetadatas(dto as new () => object, '', true, false).map((m) => m.propertyName));
    elenco = PARAMETRI_COMUNI.filter((nome) => !dichiarati.has(nome));
    nonDichiarati.set(dto, elenco);
  }
  return elenco;
}

/** A common parameter as the caller sent it, as text; undefined when it is absent, repeated or not text. */
export function commonParameter(req: Request, nome: ParametroComune): string | undefined {
  const valore = jsonObjectOrEmpty(req.query)[nome];
  return typeof valore === 'string' ? valore : undefined;
}
