import { formatEuro, formatIstante, formatNumero } from './italian-format';

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
