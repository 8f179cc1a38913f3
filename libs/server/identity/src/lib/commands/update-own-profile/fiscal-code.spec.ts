import { isValidFiscalCode } from './fiscal-code';

describe('isValidFiscalCode', () => {
  it('accepts well-formed codes with the right check letter, omocodia included', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501U')).toBe(true);
    expect(isValidFiscalCode('MRTMTT91D08F205J')).toBe(true);
    expect(isValidFiscalCode('RSSMRA80A01H50MM')).toBe(true);
  });

  it('refuses a wrong check letter, wrong shapes and lowercase', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501A')).toBe(false);
    expect(isValidFiscalCode('RSSMRA80A01H501')).toBe(false);
    expect(isValidFiscalCode('12345678901')).toBe(false);
    expect(isValidFiscalCode('rssmra80a01h501u')).toBe(false);
  });
});
