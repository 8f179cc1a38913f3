import { formatDate } from './date-format';

const winter = new Date('2026-11-21T09:05:03.007Z');
const summer = new Date('2026-07-14T10:00:00Z');

describe('formatDate (SimpleDateFormat, it-IT)', () => {
  it.each([
    ['dd/MM/yyyy HH:mm:ss.SSS', '21/11/2026 10:05:03.007'],
    ['d/M/yy', '21/11/26'],
    ['EEEE d MMMM yyyy', 'sabato 21 novembre 2026'],
    ['EEE d MMM', 'sab 21 nov'],
    ['h:mm a', '10:05 AM'],
    ['k K', '10 10'],
    ['Z XXX z', '+0100 +01:00 CET'],
    ["'alle' HH 'e' mm''", "alle 10 e 05'"],
    ['D u G', '325 6 d.C.'],
  ])('formats "%s"', (pattern, expected) => {
    expect(formatDate(winter, pattern, 'Europe/Rome')).toBe(expected);
  });

  it('follows daylight saving time and other zones', () => {
    expect(formatDate(summer, 'HH:mm Z z', 'Europe/Rome')).toBe(
      '12:00 +0200 CEST',
    );
    expect(formatDate(summer, 'HH:mm X', 'UTC')).toBe('10:00 Z');
    expect(
      formatDate(new Date('2026-01-01T00:30:00Z'), 'h a', 'Europe/Rome'),
    ).toBe('1 AM');
  });

  it('refuses unknown letters and unknown zones', () => {
    expect(() => formatDate(winter, 'yyyy qq', 'Europe/Rome')).toThrow(
      'Lettera non supportata nel formato data "yyyy qq": q',
    );
    expect(() => formatDate(winter, 'yyyy', 'Mars/Base')).toThrow(
      'Fuso orario sconosciuto: Mars/Base',
    );
  });
});
