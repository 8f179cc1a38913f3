import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * An optional text field with Italian messages; whether it is required is checked by the use case,
 * so that all missing fields are answered together and in the form's order.
 */
export const TextField = (field: string, max = 200) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `Il campo ${field} deve essere un testo` }),
    MaxLength(max, { message: `Il campo ${field} è troppo lungo` }),
  );
