import type { NextFunction, Request, Response } from 'express';
import { HttpException } from '@nestjs/common';

export const MAX_BODY_DEPTH = 32;

/** Depth of a parsed JSON value, walked without recursion so a hostile body cannot blow the stack. */
function profondita(value: unknown, limite: number): number {
  let massimo = 0;
  const pila: Array<[unknown, number]> = [[value, 1]];
  while (pila.length) {
    const [v, livello] = pila.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    massimo = Math.max(massimo, livello);
    if (massimo > limite) return massimo;
    for (const figlio of Object.values(v)) pila.push([figlio, livello + 1]);
  }
  return massimo;
}

/** Rejects bodies nested deeper than any form needs (validation would recurse into them). */
export function bodyDepth(
  req: Request,
  _res: Response,
  next: NextFunction,
): void {
  if (profondita(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    next(
      new HttpException(
        {
          messaggio: 'Il corpo della richiesta è annidato troppo in profondità',
        },
        400,
      ),
    );
    return;
  }
  next();
}
