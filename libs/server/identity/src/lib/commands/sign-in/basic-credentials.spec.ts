import { BadRequestError } from '@registro/server-platform';
import { credenzialiBasic } from './basic-credentials';

const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

/** The messaggio of the 400 the header causes. */
function messaggio(authorization: string | undefined): string {
  try {
    credenzialiBasic(authorization);
  } catch (e) {
    if (e instanceof BadRequestError) return e.messaggio;
    throw e;
  }
  throw new Error('nessun errore');
}

describe('credenzialiBasic', () => {
  it('reads username and password, the password may contain colons', () => {
    expect(credenzialiBasic(basic('admin:pa:ss'))).toEqual({ username: 'admin', password: 'pa:ss' });
  });

  it('rejects a missing or non-Basic header in Italian', () => {
    expect(messaggio(undefined)).toMatch(/Authorization Basic/);
    expect(messaggio('Bearer abc')).toMatch(/Authorization Basic/);
  });

  it('requires both username and password', () => {
    expect(messaggio(basic(':'))).toBe('Il campo username è obbligatorio#Il campo password è obbligatorio#');
    expect(messaggio(basic('admin'))).toBe('Il campo password è obbligatorio#');
  });
});
