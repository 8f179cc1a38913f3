import { politicaCredenzialiDaAmbiente } from './credentials-policy';

const scadenza = (value?: string) =>
  politicaCredenzialiDaAmbiente('http://localhost', { PASSWORD_EXPIRY_DAYS: value }).scadenzaPasswordGiorni;

describe('credentials policy from the environment', () => {
  it('reads PASSWORD_EXPIRY_DAYS in days, fractions included, 0 meaning never', () => {
    expect(scadenza('30')).toBe(30);
    expect(scadenza('0.0001')).toBe(0.0001);
    expect(scadenza('1.5')).toBe(1.5);
    expect(scadenza('0')).toBe(0);
  });

  it('falls back to 90 days when PASSWORD_EXPIRY_DAYS is missing, negative or not a number', () => {
    for (const valore of [undefined, '', '  ', '-1', '-0.5', 'abc', 'NaN', 'Infinity']) expect(scadenza(valore)).toBe(90);
  });
});
