import { BigDecimal } from './big-decimal';
import { formatMessage } from './message-format';

const date = new Date('2026-11-21T09:05:03Z');
const format = (
  pattern: string,
  ...args: Parameters<typeof formatMessage>[1]
) => formatMessage(pattern, args, 'Europe/Rome');

describe('formatMessage (MessageFormat, it-IT)', () => {
  it('formats arguments by their type', () => {
    expect(format('{0} righe, {1}', BigInt(1234), 'ok')).toBe(
      '1.234 righe, ok',
    );
    expect(format('{0}', 1234.5678)).toBe('1.234,568');
    expect(format('{0}', date)).toBe('21/11/26, 10:05');
    expect(format('{0}', null)).toBe('null');
  });

  it('applies number and date styles', () => {
    expect(format('{0,number,integer}', 2.5)).toBe('2');
    expect(format('{0,number,percent}', 0.256)).toBe('26%');
    expect(format('{0,number,currency}', BigDecimal.parse('1234.5'))).toBe(
      '1.234,50\u00a0€',
    );
    expect(format('{0,number,#,##0.0}', 1234.56)).toBe('1.234,6');
    expect(format('{0,date}', date)).toBe('21 nov 2026');
    expect(format('{0,date,long} {0,time}', date)).toBe(
      '21 novembre 2026 10:05:03',
    );
  });

  it('handles quotes and missing arguments', () => {
    expect(format("'{0}' vale {0}", 'x')).toBe('{0} vale x');
    expect(format("l''importo {1}", 'x')).toBe("l'importo {1}");
  });

  it('refuses unsupported formats', () => {
    expect(() => format('{0,choice,0#nessuno|1#uno}', BigInt(1))).toThrow(
      'Formato non supportato nel messaggio: choice',
    );
  });
});
