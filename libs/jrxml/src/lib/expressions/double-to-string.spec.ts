import { doubleToString } from './double-to-string';

describe("doubleToString (Java's Double.toString)", () => {
  it.each([
    [3, '3.0'],
    [123.456, '123.456'],
    [0.001, '0.001'],
    [0.0001, '1.0E-4'],
    [9999999, '9999999.0'],
    [1e7, '1.0E7'],
    [123456789, '1.23456789E8'],
    [-0, '-0.0'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity'],
  ])('prints %p as %s', (value, expected) => {
    expect(doubleToString(value)).toBe(expected);
  });
});
