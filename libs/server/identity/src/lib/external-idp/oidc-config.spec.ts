import { loadIdentityProviders } from './oidc-config';

describe('OIDC_PROVIDERS', () => {
  const base = { clientId: 'regione', nome: 'Regione', issuer: 'https://id.regione.it', clientSecret: 's' };
  const carica = (value: unknown) => loadIdentityProviders({ OIDC_PROVIDERS: JSON.stringify(value) });

  it('is empty when unset or blank', () => {
    expect(loadIdentityProviders({})).toEqual([]);
    expect(loadIdentityProviders({ OIDC_PROVIDERS: '  ' })).toEqual([]);
  });

  it('fills the defaults: scopes openid profile, claims fiscal_number and preferred_username', () => {
    expect(carica([base])).toEqual([
      { ...base, scopes: ['openid', 'profile'], claimCodiceFiscale: 'fiscal_number', claimUsername: 'preferred_username' },
    ]);
  });

  it('keeps the configured scopes and claims, adding openid when missing', () => {
    const [g] = carica([{ ...base, scopes: ['email'], claimCodiceFiscale: 'cf', claimUsername: 'uid' }]);
    expect(g).toMatchObject({ scopes: ['openid', 'email'], claimCodiceFiscale: 'cf', claimUsername: 'uid' });
  });

  it('stops the start with the reason when the value is malformed', () => {
    expect(() => loadIdentityProviders({ OIDC_PROVIDERS: '[{' })).toThrow('OIDC_PROVIDERS: JSON non valido');
    expect(() => carica({})).toThrow('atteso un array JSON');
    expect(() => carica([{ ...base, clientSecret: '' }])).toThrow('OIDC_PROVIDERS[0].clientSecret');
    expect(() => carica([{ ...base, issuer: 'id.regione.it' }])).toThrow('OIDC_PROVIDERS[0].issuer');
    expect(() => carica([{ ...base, scopes: 'openid' }])).toThrow('OIDC_PROVIDERS[0].scopes');
    expect(() => carica([base, base])).toThrow('clientId ripetuto: regione');
  });
});
