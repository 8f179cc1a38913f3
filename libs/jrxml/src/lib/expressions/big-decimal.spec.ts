import { BigDecimal } from './big-decimal';
import { RoundingMode } from './rounding-mode';

const d = (text: string) => BigDecimal.parse(text);

describe('BigDecimal', () => {
  it('prints like Java toString and toPlainString', () => {
    expect(d('1.50').toString()).toBe('1.50');
    expect(d('-0.000001').toString()).toBe('-0.000001');
    expect(d('0.0000001').toString()).toBe('1E-7');
    expect(d('1E+3').toString()).toBe('1E+3');
    expect(d('1E+3').toPlainString()).toBe('1000');
    expect(d('12.5e1').toString()).toBe('125');
  });

  it('converts doubles exactly or through Double.toString', () => {
    expect(BigDecimal.exactDouble(0.1).toString()).toBe(
      '0.1000000000000000055511151231257827021181583404541015625',
    );
    expect(BigDecimal.valueOfDouble(0.1).toString()).toBe('0.1');
    expect(BigDecimal.valueOfDouble(2).toString()).toBe('2.0');
    expect(BigDecimal.valueOfDouble(1e21).toString()).toBe('1.0E+21');
  });

  it('follows the scale rules of add, multiply and divide', () => {
    expect(d('1.5').add(d('2.25')).toString()).toBe('3.75');
    expect(d('1.50').multiply(d('2.0')).toString()).toBe('3.000');
    expect(d('6.00').divideExact(d('2')).toString()).toBe('3.00');
    expect(d('1').divideExact(d('32')).toString()).toBe('0.03125');
    expect(() => d('1').divideExact(d('3'))).toThrow(
      /espansione decimale infinita/,
    );
    expect(() => d('1').divideExact(d('0'))).toThrow(/divisione per zero/);
    expect(d('7.5').remainder(d('2')).toString()).toBe('1.5');
  });

  // The table of java.math.RoundingMode's documentation.
  const table: [string, string[]][] = [
    ['5.5', ['6', '5', '6', '5', '6', '5', '6']],
    ['2.5', ['3', '2', '3', '2', '3', '2', '2']],
    ['1.6', ['2', '1', '2', '1', '2', '2', '2']],
    ['1.1', ['2', '1', '2', '1', '1', '1', '1']],
    ['1.0', ['1', '1', '1', '1', '1', '1', '1']],
    ['-1.1', ['-2', '-1', '-1', '-2', '-1', '-1', '-1']],
    ['-1.6', ['-2', '-1', '-1', '-2', '-2', '-2', '-2']],
    ['-2.5', ['-3', '-2', '-2', '-3', '-3', '-2', '-2']],
    ['-5.5', ['-6', '-5', '-5', '-6', '-6', '-5', '-6']],
  ];
  it.each(table)('rounds %s with every rounding mode', (input, expected) => {
    const modes = RoundingMode.all.slice(0, 7);
    expect(modes.map((mode) => d(input).setScale(0, mode).toString())).toEqual(
      expected,
    );
  });

  it('refuses rounding with UNNECESSARY', () => {
    expect(() => d('5.5').setScale(0, RoundingMode.UNNECESSARY)).toThrow(
      /arrotondamento necessario/,
    );
    expect(d('5.50').setScale(1).toString()).toBe('5.5');
  });

  it('compares by value and equals by value and scale', () => {
    expect(d('2.0').compareTo(d('2.00'))).toBe(0);
    expect(d('2.0').equals(d('2.00'))).toBe(false);
    expect(d('-3').compareTo(d('2.5'))).toBe(-1);
    expect(d('100.00').stripTrailingZeros().toString()).toBe('1E+2');
  });
});
