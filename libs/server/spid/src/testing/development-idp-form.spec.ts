import { developmentIdpForm } from './development-idp-form';

describe('developmentIdpForm', () => {
  it('keeps the declared text fields and drops the others', () => {
    expect({ ...developmentIdpForm({ SAMLRequest: 'a', RelayState: 'r', nome: 'Mario', altro: 'x' }) }).toEqual({ SAMLRequest: 'a', RelayState: 'r', nome: 'Mario' });
  });

  it('refuses a form whose field is not text (a repeated field parsed as a list)', () => {
    expect(developmentIdpForm({ SAMLRequest: ['a', 'b'], RelayState: 'r' })).toBeUndefined();
  });

  it('reads no body as an empty form', () => {
    expect({ ...developmentIdpForm(undefined) }).toEqual({});
  });
});
