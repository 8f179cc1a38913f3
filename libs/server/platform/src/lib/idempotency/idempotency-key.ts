import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { BadRequestError } from '../errors/http-errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const CHIAVE_VALIDA = /^[\x21-\x7e]([\x20-\x7e]{0,253}[\x21-\x7e])?$/;

/**
 * The request's `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header), or undefined when
 * it has none: 1 to 255 printable ASCII characters, otherwise 400.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const valore = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (valore === undefined) return undefined;
  if (typeof valore !== 'string' || !CHIAVE_VALIDA.test(valore))
    throw new BadRequestError(
      'Idempotency-Key non valida: da 1 a 255 caratteri ASCII stampabili',
    );
  return valore;
}

/** Declares the optional header on a create operation in the OpenAPI document. */
export const ApiIdempotencyKey = (): MethodDecorator =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Chiave unica del salvataggio (es. un UUID): ripetendola si riceve il documento già creato, mai un secondo',
    schema: { type: 'string', maxLength: 255 },
  });
