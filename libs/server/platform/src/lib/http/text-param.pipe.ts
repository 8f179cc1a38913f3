import { type PipeTransform } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';

export interface TextParamRule {
  /** the longest text accepted, in characters */
  max: number;
  /** the shape the whole text must have */
  pattern?: RegExp;
  /** the refusal's Italian message, naming what the path holds ("Sessione non valida") */
  messaggio: string;
  /** the refusal, when not a 400 (a session token of the wrong shape is 401, as an unknown one) */
  errore?: new (messaggio: string) => Error;
}

/**
 * `@Param('nome', new TextParam({ max: 200, messaggio: "…" })) nome: string`: a path's text, as
 * sent (never cut short or trimmed), refused with the rule's message (a 400, or the rule's
 * `errore`) when longer than `max` or not of the rule's shape. The text counterpart of IdPipe.
 * Every text of a path goes through one: a path parameter without a pipe reads as much as the
 * caller sends.
 */
export class TextParam implements PipeTransform<unknown, string> {
  constructor(private readonly rule: TextParamRule) {}

  transform(value: unknown): string {
    const { max, pattern, messaggio, errore = BadRequestError } = this.rule;
    if (typeof value !== 'string' || value.length > max || (pattern && !pattern.test(value))) throw new errore(messaggio);
    return value;
  }
}
