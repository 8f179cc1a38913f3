import { type PipeTransform } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';

export interface TextParamRule {
  /** the longest text accepted, in characters */
  max: number;
  /** the shape the whole text must have */
  pattern?: RegExp;
  /** the 400's Italian message, naming what the path holds ("Sessione non valida") */
  messaggio: string;
}

/**
 * `@Param('nome', new TextParam({ max: 200, messaggio: "…" })) nome: string`: a path's text, as
 * sent (never cut short or trimmed), refused with the rule's message when longer than `max` or
 * not of the rule's shape. The text counterpart of IdPipe.
 */
export class TextParam implements PipeTransform<unknown, string> {
  constructor(private readonly rule: TextParamRule) {}

  transform(value: unknown): string {
    const { max, pattern, messaggio } = this.rule;
    if (typeof value !== 'string' || value.length > max || (pattern && !pattern.test(value))) throw new BadRequestError(messaggio);
    return value;
  }
}
