import { formatDecimale, formatEuro, formatIstante, formatNumero, formatPercentuale, formatValoreLeggibile, formatValoreRisultato, isDecimale } from './italian-format';

describe('formatEuro (every amount a person reads)', () => {
  it('always shows two decimals, the Italian separators and the euro sign', () => {
    expect(formatEuro(14.4)).toBe('14,40\u00a0€');
    expect(formatEuro(9.1)).toBe('9,10\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(2.005)).toMatch(/^2,0[01]\u00a0€$/);
  });

  it('reads numeric text and treats an empty or unreadable value as zero', () => {
    expect(formatEuro('25.25')).toBe('25,25\u00a0€');
    expect(formatEuro(null)).toBe('0,00\u00a0€');
    expect(formatEuro(undefined)).toBe('0,00\u00a0€');
    expect(formatEuro('abc')).toBe('0,00\u00a0€');
  });
});

describe('formatNumero and formatIstante', () => {
  it('writes decimals with a comma and whole numbers as they are', () => {
    expect(formatNumero(2.2)).toBe('2,20');
    expect(formatNumero(22)).toBe('22');
  });

  it('reads an instant on the Rome clock, in winter and in summer', () => {
    expect(formatIstante('2026-11-28T16:01:15.100Z')).toBe('28/11/2026 17:01');
    expect(formatIstante('2026-07-01T22:30:00Z')).toBe('02/07/2026 00:30');
  });
});

describe("formatValoreRisultato (a query's value in a dashboard's data and a query's result)", () => {
  it('writes numbers and decimal text the Italian way, with the decimals they have', () => {
    expect(formatValoreRisultato('950.94')).toBe('950,94');
    expect(formatValoreRisultato(950.94)).toBe('950,94');
    expect(formatValoreRisultato('1234.5')).toBe('1.234,5');
    expect(formatValoreRisultato('1234.50')).toBe('1.234,50');
    expect(formatValoreRisultato(1234.5)).toBe('1.234,5');
    expect(formatValoreRisultato('-12.75')).toBe('-12,75');
    expect(formatValoreRisultato('0.5')).toBe('0,5');
    expect(formatValoreRisultato('-12')).toBe('-12');
    expect(formatValoreRisultato(-12)).toBe('-12');
    expect(formatValoreRisultato(8000)).toBe('8.000');
    expect(formatValoreRisultato(1250000)).toBe('1.250.000');
    expect(formatValoreRisultato(0)).toBe('0');
    expect(formatValoreRisultato('12345678901234.56')).toBe('12.345.678.901.234,56');
  });

  it('writes days, instants (Rome clock) and months the Italian way', () => {
    expect(formatValoreRisultato('2026-12-01')).toBe('01/12/2026');
    expect(formatValoreRisultato('2026-12-01T10:30:00Z')).toBe('01/12/2026 11:30');
    expect(formatValoreRisultato('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 00:30');
    expect(formatValoreRisultato('2026-12-01T10:30:00+01:00')).toBe('01/12/2026 10:30');
    expect(formatValoreRisultato('2026-12-01 10:30:00')).toBe('01/12/2026 10:30');
    expect(formatValoreRisultato('2026-12')).toBe('12/2026');
  });

  it('leaves codes and other text as they are', () => {
    for (const testo of ['00123', '007.5', 'RSSMRA80A01H501U', '3331234567', '+39 333 1234567', '20121', '2026', '01', '1e5', '12.', '.5', '1.2.3', '2026-13', '12345678901234567.891', 'Fattura', ''])
      expect(formatValoreRisultato(testo)).toBe(testo);
    expect(formatValoreRisultato('2026-13-45T10:00:00Z')).toBe('2026-13-45T10:00:00Z');
  });

  it('writes nothing as empty, a flag as sì/no, an object as its JSON', () => {
    expect(formatValoreRisultato(null)).toBe('');
    expect(formatValoreRisultato(undefined)).toBe('');
    expect(formatValoreRisultato(true)).toBe('sì');
    expect(formatValoreRisultato({ a: 1 })).toBe('{"a":1}');
  });

  it('knows a decimal (aligned right) from a code', () => {
    expect([950.94, '950.94', '-0.5', 12].map(isDecimale)).toEqual([true, true, true, true]);
    expect(['00123', '12', 'abc', Number.NaN, null, '1'.repeat(19) + '.5'].map(isDecimale)).toEqual([false, false, false, false, false, false]);
    expect(formatDecimale('not a number')).toBe('not a number');
  });

  it("leaves a record's values as formatValoreLeggibile wrote them", () => {
    expect(formatValoreLeggibile(2.2)).toBe('2,20');
    expect(formatValoreLeggibile('2026-11-28')).toBe('28/11/2026');
    expect(formatValoreLeggibile('2026-11-28T16:01:15.100Z')).toBe('28/11/2026 17:01');
    expect(formatValoreLeggibile('950.94')).toBe('950.94');
  });
});

describe('formatPercentuale', () => {
  it('writes a rate with its decimals and a comma, the sign attached: 22%, 5,5%, 12,75%', () => {
    expect(formatPercentuale(22)).toBe('22%');
    expect(formatPercentuale(5.5)).toBe('5,5%');
    expect(formatPercentuale('12.75')).toBe('12,75%');
    expect(formatPercentuale(0)).toBe('0%');
  });

  it('reads empty when no rate is written', () => {
    expect(formatPercentuale(null)).toBe('');
    expect(formatPercentuale(undefined)).toBe('');
  });
});
