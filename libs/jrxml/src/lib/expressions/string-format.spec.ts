import { BigDecimal } from './big-decimal';
import { contextFromRecords, type ContextRecords } from './context';
import { compileExpression } from './evaluator';

function evaluate(source: string, records: ContextRecords = {}): unknown {
  return compileExpression(source).evaluate(
    contextFromRecords({ timeZone: 'Europe/Rome', ...records }),
  );
}

describe('String.format, NumberFormat and Locale (it-IT)', () => {
  it('formats strings, integers and decimals as Java does in the it-IT locale', () => {
    expect(
      evaluate('String.format("%s n. %d del %s", "Fattura", 12, "01/02/2024")'),
    ).toBe('Fattura n. 12 del 01/02/2024');
    expect(evaluate('String.format("%.2f", 1234.565)')).toBe('1234,57');
    expect(
      evaluate('String.format("%,.2f €", $P{x})', {
        parameters: { x: BigDecimal.parse('1234567.005') },
      }),
    ).toBe('1.234.567,01 €');
    expect(
      evaluate('String.format("%05d|%-4s|%4s|%%|%x", 42, "ab", "cd", 255)'),
    ).toBe('00042|ab  |  cd|%|ff');
    expect(
      evaluate('String.format(java.util.Locale.ITALY, "%.1f", 2.25)'),
    ).toBe('2,3');
    expect(
      evaluate('String.format("%s", $P{x})', { parameters: { x: null } }),
    ).toBe('null');
  });

  it('refuses missing arguments and unknown conversions with a clear message', () => {
    expect(() => evaluate('String.format("%s %s", "a")')).toThrow(
      /MissingFormatArgumentException/,
    );
    expect(() => evaluate('String.format("%t", "a")')).toThrow(
      /non supportato/,
    );
  });

  it('gives DecimalFormats from the NumberFormat factories, whatever the locale', () => {
    const value = { parameters: { x: BigDecimal.parse('1234.5') } };
    expect(
      evaluate(
        'NumberFormat.getCurrencyInstance(Locale.ITALY).format($P{x})',
        value,
      ),
    ).toBe('1.234,50\u00a0€');
    expect(evaluate('NumberFormat.getInstance().format($P{x})', value)).toBe(
      '1.234,5',
    );
    expect(
      evaluate(
        'java.text.NumberFormat.getNumberInstance(new java.util.Locale("it", "IT")).format(0.12345)',
      ),
    ).toBe('0,123');
    expect(evaluate('NumberFormat.getPercentInstance().format(0.255)')).toBe(
      '26%',
    );
    expect(evaluate('NumberFormat.getIntegerInstance().format(2.5)')).toBe('2');
  });

  it('names locales as "language_COUNTRY"', () => {
    expect(evaluate('new Locale("IT", "it")')).toBe('it_IT');
    expect(evaluate('Locale.getDefault()')).toBe('it_IT');
    expect(
      evaluate(
        'new java.text.SimpleDateFormat("dd/MM/yyyy", Locale.ITALY).format($P{d})',
        {
          parameters: { d: new Date('2024-03-15T10:00:00Z') },
        },
      ),
    ).toBe('15/03/2024');
  });
});
