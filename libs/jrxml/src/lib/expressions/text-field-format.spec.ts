import { BigDecimal } from './big-decimal';
import { formatTextFieldValue } from './text-field-format';

const date = new Date('2026-11-21T09:05:03Z');
const format = (
  value: Parameters<typeof formatTextFieldValue>[0],
  pattern?: string | null,
) => formatTextFieldValue(value, pattern, 'Europe/Rome');

describe('formatTextFieldValue (text field pattern, it-IT)', () => {
  it('formats dates with a pattern, style words or the SHORT default', () => {
    expect(format(date, 'dd/MM/yyyy')).toBe('21/11/2026');
    expect(format(date)).toBe('21/11/26, 10:05');
    expect(format(date, 'medium')).toBe('21 nov 2026, 10:05:03');
    expect(format(date, 'long,hide')).toBe('21 novembre 2026');
    expect(format(date, 'hide,short')).toBe('10:05');
    expect(format(date, 'EEE, MMM d, yyyy')).toBe('sab, nov 21, 2026');
  });

  it('formats numbers with a pattern, as a duration, or as Java prints them', () => {
    expect(format(BigDecimal.parse('1234.5'), '#,##0.00')).toBe('1.234,50');
    expect(format(BigInt(3725), '[h]:mm:ss')).toBe('1:02:05');
    expect(format(BigInt(1234))).toBe('1234');
    expect(format(12.5, '')).toBe('12.5');
  });

  it('leaves null to the caller and prints other values', () => {
    expect(format(null, '#,##0')).toBeNull();
    expect(format('testo', '#,##0')).toBe('testo');
    expect(format(true)).toBe('true');
  });
});
