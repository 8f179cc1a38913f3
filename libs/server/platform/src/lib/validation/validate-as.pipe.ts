import type { ArgumentMetadata, PipeTransform, Type } from '@nestjs/common';
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
