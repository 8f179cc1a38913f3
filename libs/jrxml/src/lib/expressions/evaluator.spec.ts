import { BigDecimal } from './big-decimal';
import { contextFromRecords, ContextRecords } from './context';
import { compileExpression } from './evaluator';
import { ExpressionError } from './expression-error';
import { toJavaValue } from './java-value';

const NOW = new Date('2026-11-21T09:05:03.007Z');

function evaluate(source: string, records: ContextRecords = {}): unknown {
  return compileExpression(source).evaluate(
    contextFromRecords({ timeZone: 'Europe/Rome', now: () => NOW, ...records }),
  );
}

function text(source: string, records: ContextRecords = {}): string | null {
  return compileExpression(source).evaluateToText(
    contextFromRecords({ timeZone: 'Europe/Rome', now: () => NOW, ...records }),
  );
}

const decimal = (value: string) => BigDecimal.parse(value);

describe('expressions from the sample templates, with sample values', () => {
  it('prints page numbers', () => {
    const variables = { PAGE_NUMBER: BigInt(3) };
    expect(
      text('"Page " + $V{PAGE_NUMBER}+ " of " + $V{PAGE_NUMBER}', {
        variables,
      }),
    ).toBe('Page 3 of 3');
    expect(
      text('"Page " + String.valueOf($V{PAGE_NUMBER}) + " of "', { variables }),
    ).toBe('Page 3 of ');
    expect(text('"/ " + $V{PAGE_NUMBER}', { variables })).toBe('/ 3');
    expect(
      evaluate('$V{PAGE_NUMBER}.intValue() > 1 ? Boolean.TRUE: Boolean.FALSE', {
        variables,
      }),
    ).toBe(true);
  });

  it('does integer arithmetic on Integer variables', () => {
    const variables = {
      PAGE_NUMBER: BigInt(7),
      FirstLetterStartPageNumber: BigInt(5),
      FirstLetterGroup_COUNT: BigInt(0),
    };
    expect(
      evaluate('$V{PAGE_NUMBER} - $V{FirstLetterStartPageNumber} + 1', {
        variables,
      }),
    ).toBe(BigInt(3));
    expect(
      evaluate(
        '$V{FirstLetterGroup_COUNT} == 0 ? 1 : ($V{PAGE_NUMBER} - $V{FirstLetterStartPageNumber} + 1)',
        { variables },
      ),
    ).toBe(BigInt(1));
    expect(
      evaluate('$F{OrderID} % 10 == 0', { fields: { OrderID: BigInt(10250) } }),
    ).toBe(true);
    expect(
      evaluate('$F{OrderID} % 10 == 0', { fields: { OrderID: BigInt(10251) } }),
    ).toBe(false);
  });

  it('handles null in an initial value expression', () => {
    const source = '$V{ProductCount} == null ? 1 : ($V{ProductCount} + 1)';
    expect(evaluate(source, { variables: { ProductCount: null } })).toBe(
      BigInt(1),
    );
    expect(evaluate(source, { variables: { ProductCount: BigInt(4) } })).toBe(
      BigInt(5),
    );
  });

  it('calls String methods', () => {
    expect(
      evaluate('$F{ShipCountry}.substring(0, 1).toUpperCase()', {
        fields: { ShipCountry: 'italy' },
      }),
    ).toBe('I');
    expect(
      text('$F{ShipName} + ", " + $F{ShipCity}', {
        fields: { ShipName: 'Alfreds', ShipCity: 'Berlin' },
      }),
    ).toBe('Alfreds, Berlin');
    expect(
      text('$V{CityAddressCount} + " addresses"', {
        variables: { CityAddressCount: BigInt(2) },
      }),
    ).toBe('2 addresses');
    expect(
      text('""+$P{REPORT_LOCALE}', { parameters: { REPORT_LOCALE: 'it_IT' } }),
    ).toBe('it_IT');
  });

  it('formats msg() numbers in Italian', () => {
    const variables = {
      FreightSumFirstLetterGroup: 123.456,
      FreightSumReport: 1000.0,
      REPORT_COUNT: BigInt(1234),
    };
    expect(
      text(
        'msg("{0,number,0.00}%", 100d * $V{FreightSumFirstLetterGroup} / $V{FreightSumReport})',
        { variables },
      ),
    ).toBe('12,35%');
    expect(
      text(
        'msg("There are {0,number,integer} orders on this report, with a total freight of {1,number,0.00}", $V{REPORT_COUNT}, $V{FreightSumReport})',
        { variables },
      ),
    ).toBe(
      'There are 1.234 orders on this report, with a total freight of 1000,00',
    );
    expect(
      text('msg("total {0,number}", $V{FreightSumFirstLetterGroup})', {
        variables,
      }),
    ).toBe('total 123,456');
  });

  it('checks a collection parameter and reads dotted parameter names', () => {
    const parameters = {
      IncludedStates: new Set(['Active', 'Trial']),
      'net.sf.jasperreports.json.date.pattern': 'yyyy-MM-dd',
    };
    expect(
      evaluate('$P{IncludedStates}.contains($F{state})', {
        parameters,
        fields: { state: 'Trial' },
      }),
    ).toBe(true);
    expect(
      evaluate('$P{IncludedStates}.contains($F{state})', {
        parameters,
        fields: { state: 'Closed' },
      }),
    ).toBe(false);
    expect(
      evaluate('$P{net.sf.jasperreports.json.date.pattern}', { parameters }),
    ).toBe('yyyy-MM-dd');
  });

  it('keeps escapes of string literals', () => {
    expect(evaluate('"D:\\\\dropbox\\\\demo\\\\"')).toBe('D:\\dropbox\\demo\\');
    expect(evaluate('"^^[\\"Company Name\\"]"')).toBe('^^["Company Name"]');
    expect(evaluate('"a" + "\\nblah"')).toBe('a\nblah');
  });

  it('creates the current date and prints it like Date.toString()', () => {
    expect(evaluate('new java.util.Date()')).toBe(NOW);
    expect(evaluate('"" + new java.util.Date()')).toBe(
      'Sat Nov 21 10:05:03 CET 2026',
    );
  });
});

describe('exact decimals', () => {
  it('adds, multiplies and rounds BigDecimal like Java', () => {
    expect(text('new BigDecimal("1.10").add(new BigDecimal("2.205"))')).toBe(
      '3.305',
    );
    expect(
      text(
        'new java.math.BigDecimal("0.1").add(new java.math.BigDecimal("0.2"))',
      ),
    ).toBe('0.3');
    expect(
      text('$F{price}.multiply($F{quantity})', {
        fields: { price: decimal('19.99'), quantity: decimal('3') },
      }),
    ).toBe('59.97');
    expect(
      text(
        'new BigDecimal("2.345").setScale(2, java.math.RoundingMode.HALF_UP)',
      ),
    ).toBe('2.35');
    expect(
      text('new BigDecimal("2.345").setScale(2, RoundingMode.HALF_EVEN)'),
    ).toBe('2.34');
    expect(
      text('new BigDecimal("2.345").setScale(2, BigDecimal.ROUND_HALF_UP)'),
    ).toBe('2.35');
    expect(
      text(
        'new BigDecimal("10").divide(new BigDecimal("3"), 2, RoundingMode.HALF_UP)',
      ),
    ).toBe('3.33');
    expect(text('new BigDecimal("1.00").divide(new BigDecimal("8"))')).toBe(
      '0.125',
    );
    expect(text('BigDecimal.ZERO.subtract(BigDecimal.ONE)')).toBe('-1');
  });

  it('keeps the scale for equals but not for compareTo', () => {
    expect(
      evaluate('new BigDecimal("2.0").equals(new BigDecimal("2.00"))'),
    ).toBe(false);
    expect(
      evaluate('new BigDecimal("2.0").compareTo(new BigDecimal("2.00")) == 0'),
    ).toBe(true);
  });

  it('refuses a non-terminating exact division, as Java does', () => {
    expect(() =>
      evaluate('new BigDecimal("1").divide(new BigDecimal("3"))'),
    ).toThrow(/espansione decimale infinita/);
  });

  it('uses BigDecimal when an operator mixes it with other numbers', () => {
    const fields = {
      amount: toJavaValue('10.50', 'java.math.BigDecimal'),
      quantity: toJavaValue(3, 'java.lang.Integer'),
    };
    expect(text('$F{amount} * $F{quantity}', { fields })).toBe('31.50');
    expect(text('$F{amount} + 0.1', { fields })).toBe('10.60');
    expect(text('$F{amount} / 3', { fields })).toBe('3.50');
    expect(text('new BigDecimal("1") / 3')).toBe(
      '0.3333333333333333333333333333333333',
    );
    expect(text('new BigDecimal("2") / 3')).toBe(
      '0.6666666666666666666666666666666667',
    );
    expect(text('new BigDecimal("-200") / 3')).toBe(
      '-66.66666666666666666666666666666667',
    );
  });

  it('divides integers like Java and doubles like Java', () => {
    expect(evaluate('7 / 2')).toBe(BigInt(3));
    expect(evaluate('-7 / 2')).toBe(BigInt(-3));
    expect(evaluate('-7 % 2')).toBe(BigInt(-1));
    expect(evaluate('7 / 2.0')).toBe(3.5);
    expect(text('1.0 * 3')).toBe('3.0');
    expect(text('0.1 + 0.2')).toBe('0.30000000000000004');
    expect(text('100000000d')).toBe('1.0E8');
    expect(() => evaluate('1 / 0')).toThrow(/divisione per zero/);
  });
});

describe('formatting in it-IT', () => {
  it('formats with DecimalFormat', () => {
    expect(
      evaluate('new java.text.DecimalFormat("#,##0.00").format($F{total})', {
        fields: { total: decimal('1234567.891') },
      }),
    ).toBe('1.234.567,89');
    expect(
      evaluate('new java.text.DecimalFormat("#,##0.00 \u00a4").format(1234.5)'),
    ).toBe('1.234,50 €');
    expect(evaluate('new java.text.DecimalFormat("0.0%").format(0.256)')).toBe(
      '25,6%',
    );
    expect(
      evaluate('new java.text.DecimalFormat("#,##0.00;(#,##0.00)").format(-5)'),
    ).toBe('(5,00)');
  });

  it('formats with SimpleDateFormat', () => {
    const fields = { date: new Date('2026-03-01T23:30:00Z') };
    expect(
      evaluate(
        'new java.text.SimpleDateFormat("dd/MM/yyyy").format($F{date})',
        { fields },
      ),
    ).toBe('02/03/2026');
    expect(
      evaluate(
        'new SimpleDateFormat("EEEE d MMMM yyyy, HH:mm").format($F{date})',
        { fields },
      ),
    ).toBe('lunedì 2 marzo 2026, 00:30');
    expect(
      evaluate('new SimpleDateFormat("EEE, MMM d, yyyy").format($F{date})', {
        fields,
      }),
    ).toBe('lun, mar 2, 2026');
  });

  it('formats dates in msg()', () => {
    const fields = { date: new Date('2026-07-14T10:00:00Z') };
    expect(
      evaluate('msg("Il {0,date,dd/MM/yyyy} alle {0,time,short}", $F{date})', {
        fields,
      }),
    ).toBe('Il 14/07/2026 alle 12:00');
  });
});

describe('Java semantics', () => {
  it('evaluates ternaries, logic and casts', () => {
    const fields = { name: 'Rossi', flag: true, missing: null };
    expect(
      evaluate('$F{name}.length() > 3 && $F{flag} ? "lungo" : "corto"', {
        fields,
      }),
    ).toBe('lungo');
    expect(
      evaluate('$F{missing} == null || $F{missing}.isEmpty()', { fields }),
    ).toBe(true);
    expect(evaluate('(java.lang.String) $F{name}', { fields })).toBe('Rossi');
    expect(evaluate('(int) 3.9')).toBe(BigInt(3));
    expect(evaluate('(int) 1e10')).toBe(BigInt(2147483647));
    expect(evaluate('(int) 4294967297L')).toBe(BigInt(1));
    expect(evaluate('(byte) 200')).toBe(BigInt(-56));
    expect(evaluate('Double.NaN.intValue()')).toBe(BigInt(0));
    expect(evaluate('Double.NaN.compareTo(1.0)')).toBe(BigInt(1));
    expect(evaluate('$F{name} instanceof String', { fields })).toBe(true);
    expect(() => evaluate('(Integer) $F{name}', { fields })).toThrow(
      /ClassCastException/,
    );
  });

  it('converts with the wrapper classes', () => {
    expect(evaluate('Integer.valueOf("42") + 1')).toBe(BigInt(43));
    expect(evaluate('Boolean.valueOf("TRUE")')).toBe(true);
    expect(text('Double.parseDouble("2.5") * 2')).toBe('5.0');
    expect(text('String.valueOf(null)')).toBe('null');
    expect(evaluate('Math.round(2.5)')).toBe(BigInt(3));
    expect(evaluate('"abc".equals($F{x})', { fields: { x: 'abc' } })).toBe(
      true,
    );
  });

  it('reads resource bundles', () => {
    const resources = { 'report.title': 'Fattura' };
    expect(evaluate('$R{report.title}', { resources })).toBe('Fattura');
    expect(evaluate('str("report.title") + "!"', { resources })).toBe(
      'Fattura!',
    );
  });

  it('names the reference that does not exist', () => {
    expect(() => evaluate('$F{nope}')).toThrow('Campo non definito: $F{nope}');
    expect(() => evaluate('$V{nope}')).toThrow(
      'Variabile non definita: $V{nope}',
    );
  });

  it('raises NullPointerException on a method call on null', () => {
    expect(() =>
      evaluate('$F{name}.trim()', { fields: { name: null } }),
    ).toThrow(/NullPointerException/);
  });

  it('parses once and evaluates many times', () => {
    const expression = compileExpression('$F{n} * 2');
    expect(
      [1, 2, 3].map((n) =>
        expression.evaluate(contextFromRecords({ fields: { n: BigInt(n) } })),
      ),
    ).toEqual([BigInt(2), BigInt(4), BigInt(6)]);
  });
});

describe('unsupported constructs are named', () => {
  it.each([
    ['$F{a} = 1', 'assegnamento (=)'],
    ['$V{i}++', 'incremento (++)'],
    ['x -> x', 'Identificatore non supportato: x'],
    ['$P{list}[0]', 'array ([ ])'],
    ['new java.util.ArrayList()', 'Classe non supportata: java.util.ArrayList'],
    ['java.util.List.of(1)', 'Classe non supportata: java.util.List'],
    ['"a".foo()', 'Metodo non supportato: foo()'],
    ['Math.hypot(1, 2)', 'Metodo statico non supportato: Math.hypot()'],
    ['$F{a}.length', 'Accesso a campo non supportato: .length'],
    ['this.x', 'Costrutto non supportato: this'],
    ['1 << 2', 'scorrimento di bit (<<)'],
    ['new DecimalFormat("0.0E0")', 'notazione scientifica'],
    ['"unterminated', 'Stringa non chiusa'],
    ['(1 + 2', 'Atteso ")"'],
    ['', 'Espressione vuota'],
    ['constructor', 'Identificatore non supportato: constructor'],
    [
      'String.constructor(1)',
      'Metodo statico non supportato: String.constructor()',
    ],
    ['"a".constructor()', 'Metodo non supportato: constructor()'],
    ['Boolean.prototype', 'Campo statico non supportato: Boolean.prototype'],
  ])('%s', (source, message) => {
    expect(() => compileExpression(source)).toThrow(ExpressionError);
    expect(() => compileExpression(source)).toThrow(message);
  });

  it('bounds hostile input', () => {
    expect(() =>
      compileExpression('('.repeat(5000) + '1' + ')'.repeat(5000)),
    ).toThrow('Espressione troppo annidata');
    expect(() =>
      evaluate('new BigDecimal("1E999999999").toPlainString()'),
    ).toThrow('oltre il limite');
    expect(() => evaluate('BigDecimal.ONE.setScale(1000000000)')).toThrow(
      'oltre il limite',
    );
    expect(() => evaluate('BigDecimal.TEN.pow(999999999)')).toThrow(
      'esponente 999999999 non ammesso',
    );
  });

  it('gives the column of the problem', () => {
    expect(() => compileExpression('$F{a} + foo')).toThrow(
      'Identificatore non supportato: foo (colonna 9)',
    );
  });
});
