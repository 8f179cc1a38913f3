import { numericValue } from './numeric-value';

describe('numericValue', () => {
  it('a whole number is a number while exact', () => {
    expect(numericValue('42')).toBe(42);
    expect(numericValue('-7')).toBe(-7);
    expect(numericValue('9007199254740991')).toBe(9007199254740991);
  });

  it('a whole number past 2^53 and a decimal stay as their text, scale kept', () => {
    expect(numericValue('9007199254740993')).toBe('9007199254740993');
    expect(numericValue('1000.50')).toBe('1000.50');
    expect(numericValue('0.10')).toBe('0.10');
    expect(numericValue('NaN')).toBe('NaN');
  });
});
