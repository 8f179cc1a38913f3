import { ApiError } from '@registro/web-ui';
import { outcomeFromError } from './use-login';

describe('login failure branches (spec 1 §4)', () => {
  it.each([
    ['PASSWORD_EXPIRED', 'passwordScaduta'],
    ['PASSWORD_TEMPORANY', 'passwordTemporanea'],
    ['TWO_FACTORY_AUTHENTICATOR', 'otp'],
  ] as const)('%s opens the %s modal', (tipoErrore, tipo) => {
    expect(outcomeFromError(new ApiError(401, 'x', tipoErrore))).toEqual({ tipo });
  });

  it('USER_BLOCKED and wrong credentials show the server message', () => {
    expect(outcomeFromError(new ApiError(401, 'Utente bloccato', 'USER_BLOCKED'))).toEqual({ tipo: 'errore', messaggio: 'Utente bloccato' });
    expect(outcomeFromError(new ApiError(401, 'Username o password non validi'))).toEqual({ tipo: 'errore', messaggio: 'Username o password non validi' });
  });
});
