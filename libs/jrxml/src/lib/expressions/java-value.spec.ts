import { BigDecimal } from './big-decimal';
import { toJavaValue } from './java-value';

describe('toJavaValue', () => {
  it('types raw data by the declared Java class', () => {
    expect(toJavaValue(3, 'java.lang.Integer')).toBe(BigInt(3));
    expect(toJavaValue('42', 'java.lang.Long')).toBe(BigInt(42));
    expect(toJavaValue(3, 'java.lang.Double')).toBe(3);
    expect(
      (toJavaValue('12.50', 'java.math.BigDecimal') as BigDecimal).toString(),
    ).toBe('12.50');
    expect(
      (toJavaValue(0.1, 'java.math.BigDecimal') as BigDecimal).toString(),
    ).toBe('0.1');
    expect(toJavaValue(12, 'java.lang.String')).toBe('12');
    expect(toJavaValue('true', 'java.lang.Boolean')).toBe(true);
    expect(toJavaValue('2026-01-02T03:04:05Z', 'java.util.Date')).toEqual(
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(toJavaValue(undefined, 'java.lang.String')).toBeNull();
    expect(toJavaValue({ a: 1 }, 'java.util.Map')).toEqual({ a: 1 });
  });

  it('refuses data that does not fit the class', () => {
    expect(() => toJavaValue(1.5, 'java.lang.Integer')).toThrow(
      'Il valore "1.5" non è un java.lang.Integer',
    );
    expect(() => toJavaValue('abc', 'java.math.BigDecimal')).toThrow(
      'NumberFormatException',
    );
    expect(() => toJavaValue('ieri', 'java.util.Date')).toThrow(
      'non è un java.util.Date',
    );
  });
});
