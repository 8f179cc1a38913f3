import { IsOptional, IsString } from 'class-validator';
import { refusalMessage } from '@registro/server-testing';
import { ApiValidationPipe } from './api-validation.pipe';
import { IgnoresUnknownFields } from './ignores-unknown-fields';

class Strict {
  @IsOptional() @IsString({ message: 'Il parametro code deve essere un testo' }) code?: string;
}

@IgnoresUnknownFields()
class Lenient {
  @IsOptional() @IsString({ message: 'Il parametro code deve essere un testo' }) code?: string;
}

const pipe = new ApiValidationPipe();
const query = (metatype: new () => unknown, value: Record<string, unknown>) => pipe.transform(value, { type: 'query', metatype });
const messaggio = refusalMessage;

describe('@IgnoresUnknownFields(): a sender that may add fields a standard says to ignore', () => {
  it('refuses an undeclared field on an ordinary DTO, naming it', async () => {
    expect(await messaggio(query(Strict, { code: 'a', session_state: 'x' }))).toBe('Il campo session_state non è consentito#');
  });

  it('drops the undeclared fields of a marked DTO and keeps the declared ones', async () => {
    const letto = (await query(Lenient, { code: 'a', session_state: 'x', authuser: '0' })) as Lenient;
    expect(letto).toBeInstanceOf(Lenient);
    expect({ ...letto }).toEqual({ code: 'a' });
  });

  it('still checks the declared fields of a marked DTO', async () => {
    expect(await messaggio(query(Lenient, { code: ['a', 'b'], session_state: 'x' }))).toBe('Il parametro code deve essere un testo#');
  });
});
