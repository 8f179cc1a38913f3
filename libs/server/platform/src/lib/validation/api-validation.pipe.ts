import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';
import { validationMessages } from './validation-messages';

/** Query parameters every route accepts and no DTO declares. */
const PARAMETRI_COMUNI = ['authToken', 'language'];

/**
 * class-validator on every DTO: unknown fields rejected, values converted to the declared types,
 * failures answered with one Italian message per field ("Il campo x è obbligatorio#...#").
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      transformOptions: { enableImplicitConversion: true },
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => {
        const messaggi = validationMessages(errors);
        return new BadRequestError(
          messaggi.length ? messaggi : ['Richiesta non valida'],
        );
      },
    });
  }

  override async transform(
    value: unknown,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    const dto =
      !!metadata.metatype &&
      ![Object, String, Number, Boolean, Array].includes(
        metadata.metatype as never,
      );
    if (
      metadata.type === 'query' &&
      !metadata.data &&
      dto &&
      value &&
      typeof value === 'object'
    ) {
      const query = { ...(value as Record<string, unknown>) };
      for (const nome of PARAMETRI_COMUNI) delete query[nome];
      return super.transform(query, metadata);
    }
    return super.transform(value, metadata);
  }
}
