import type { ArgumentMetadata, PipeTransform, Type } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';
import { ApiValidationPipe } from './api-validation.pipe';

const validation = new ApiValidationPipe();

/**
 * Validates a body or query against a DTO class given at run time, for handlers whose parameter
 * type is generic (TypeScript reflects it as Object, which the global pipe lets through).
 */
export class ValidateAs<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly dto: Type<T>) {}

  transform(value: unknown, metadata: ArgumentMetadata): Promise<T> {
    return validation.transform(value, { ...metadata, metatype: this.dto }) as Promise<T>;
  }
}

/**
 * A socket.io message checked against a DTO, `@MessageBody(new ValidateMessageAs(Dto, 'campo'))`:
 * a message that is a bare value (a room name) is read as the DTO's field `campo`. The handler
 * receives the DTO, or null when the kit refuses the message, and answers the refusal in the ack
 * in Italian: a pipe that throws inside a gateway never reaches the ack (Nest emits an `exception`
 * event, "Internal server error"), so the client would wait for an answer that never comes.
 */
export class ValidateMessageAs<T extends object> implements PipeTransform<unknown, Promise<T | null>> {
  constructor(
    private readonly dto: Type<T>,
    private readonly campo?: keyof T & string,
  ) {}

  async transform(value: unknown): Promise<T | null> {
    try {
      const messaggio = this.campo ? { [this.campo]: value } : value;
      return (await validation.transform(messaggio, { type: 'body', metatype: this.dto })) as T;
    } catch (e) {
      if (e instanceof BadRequestError) return null;
      throw e;
    }
  }
}
