import { ArgumentMetadata, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';
import { commonParametersNotIn } from './common-parameters';
import { ignoresUnknownFields } from './ignores-unknown-fields';
import { validationMessages } from './validation-messages';

/** The kit's options; `forbidUnknown: false` for a DTO marked `@IgnoresUnknownFields()`. */
function options(forbidUnknown: boolean): ValidationPipeOptions {
  return {
    whitelist: true,
    forbidNonWhitelisted: forbidUnknown,
    transform: true,
    transformOptions: { enableImplicitConversion: true },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messaggi = validationMessages(errors);
      return new BadRequestError(
        messaggi.length ? messaggi : ['Richiesta non valida'],
      );
    },
  };
}

/** What the kit's pipe does for a DTO marked `@IgnoresUnknownFields()`: the undeclared fields dropped. */
const lenient = new ValidationPipe(options(false));

/**
 * class-validator on every DTO: unknown fields rejected (dropped for a DTO marked
 * `@IgnoresUnknownFields()`), values converted to the declared types, failures answered with one
 * Italian message per field ("Il campo x è obbligatorio#...#").
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super(options(true));
  }

  /**
   * class-transformer converts a value to its field's declared type with String()/Number(): a JSON
   * object whose "toString" or "valueOf" is not a function makes that throw a TypeError, bad input
   * like any other.
   */
  override async transform(
    value: unknown,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    try {
      return await this.valida(value, metadata);
    } catch (e) {
      if (e instanceof TypeError) throw new BadRequestError('Richiesta non valida: un campo contiene un oggetto al posto di un testo o di un numero');
      throw e;
    }
  }

  private async valida(
    value: unknown,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    const dto =
      !!metadata.metatype &&
      ![Object, String, Number, Boolean, Array].includes(
        metadata.metatype as never,
      );
    // a path parameter is read by its own pipe (IdPipe: digits only), never by the implicit
    // conversion, which reads "0x1", "1e1" and "+1" as numbers (DELETE /api/users/0x1 was user 1)
    if (metadata.type === 'param' && !dto) return value;
    if (
      metadata.type === 'query' &&
      !metadata.data &&
      dto &&
      value &&
      typeof value === 'object'
    ) {
      const query = { ...(value as Record<string, unknown>) };
      for (const nome of commonParametersNotIn(metadata.metatype as object)) delete query[nome];
      return this.perDto(query, metadata);
    }
    return this.perDto(value, metadata);
  }

  private perDto(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return ignoresUnknownFields(metadata.metatype) ? lenient.transform(value, metadata) : super.transform(value, metadata);
  }
}
