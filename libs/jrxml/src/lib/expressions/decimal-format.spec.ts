import { BigDecimal } from './big-decimal';
import { formatNumber } from './decimal-format';
import { RoundingMode } from './rounding-mode';

describe('formatNumber (DecimalFormat, it-IT)', () => {
  it.each<[bigint | number | BigDecimal, string, string]>([
    [1234567.891, '#,##0.00', '1.234.567,89'],
    [1234.5678, '#,##0.###', '1.234,568'],
    [BigInt('12345678901234567890'), '#,##0', '12.345.678.901.234.567.890'],
    [0.5, '#.##', ',5'],
    [0, '#', '0'],
    [7, '000', '007'],
    [0.125, '0.00', '0,12'],
    [0.135, '0.00', '0,14'],
    [1.005, '0.00', '1,00'],
    [2.5, '0', '2'],
    [3.5, '0', '4'],
    [BigDecimal.parse('2.345'), '0.00', '2,34'],
    [-1234.5, '#,##0.00;(#,##0.00)', '(1.234,50)'],
    [-1234.5, '#,##0.00', '-1.234,50'],
    [-0.001, '0.00', '-0,00'],
    [0.256, '0.0%', '25,6%'],
    [0.0125, '0.00\u2030', '12,50‰'],
    [1234.5, '\u00a4\u00a4 #,##0.00', 'EUR 1.234,50'],
    [1234.5, '#,##0.00 \u00a4', '1.234,50 €'],
    [5, "'#'0", '#5'],
    [12, '0.', '12,'],
    [NaN, '0.00', 'NaN'],
    [-Infinity, '0.00', '-∞'],
  ])('formats %p with "%s"', (value, pattern, expected) => {
    expect(formatNumber(value, pattern)).toBe(expected);
  });

  it('uses the rounding mode given', () => {
    expect(
      formatNumber(BigDecimal.parse('2.345'), '0.00', RoundingMode.HALF_UP),
    ).toBe('2,35');
  });

  it.each([
    ['0.0E0', 'notazione scientifica'],
    ['#,##0.0,0', 'raggruppamento nei decimali'],
    ["'abc", 'Apice non chiuso'],
    ['abc', 'Formato numerico non valido'],
  ])('refuses "%s"', (pattern, message) => {
    expect(() => formatNumber(1, pattern)).toThrow(message);
  });
});
