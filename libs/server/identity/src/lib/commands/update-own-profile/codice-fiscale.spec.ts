import { codiceFiscaleValido } from './codice-fiscale';

describe('codiceFiscaleValido', () => {
  it('accepts well-formed codes with the right check letter, omocodia included', () => {
    expect(codiceFiscaleValido('RSSMRA80A01H501U')).toBe(true);
    expect(codiceFiscaleValido('MRTMTT91D08F205J')).toBe(true);
    expect(codiceFiscaleValido('RSSMRA80A01H50MM')).toBe(true);
  });

  it('refuses a wrong check letter, wrong shapes and lowercase', () => {
    expect(codiceFiscaleValido('RSSMRA80A01H501A')).toBe(false);
    expect(codiceFiscaleValido('RSSMRA80A01H501')).toBe(false);
    expect(codiceFiscaleValido('12345678901')).toBe(false);
    expect(codiceFiscaleValido('rssmra80a01h501u')).toBe(false);
  });
});
