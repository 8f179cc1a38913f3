import { invalidDateMessage, readInstant, readInstantUpTo, readRomeDay, requiredDateMessage, romeDayEnd } from './date-codec';
import { romeDay } from './rome-calendar';

const iso = (value: unknown) => {
  const r = readInstant(value);
  return r.kind === 'date' ? r.value.toISOString() : r.kind;
};
const day = (value: unknown) => {
  const r = readRomeDay(value);
  return r.kind === 'date' ? r.value.toISOString() : r.kind;
};

describe('date codec', () => {
  it('reads epoch milliseconds as a number or a numeric string', () => {
    expect(iso(1764331200000)).toBe('2025-11-28T12:00:00.000Z');
    expect(iso('1764331200000')).toBe('2025-11-28T12:00:00.000Z');
    expect(iso(' 1764331200000 ')).toBe('2025-11-28T12:00:00.000Z');
    expect(iso(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('reads ISO 8601: with Z, with an offset, a time or a day without one on the Rome clock', () => {
    expect(iso('2026-11-28T10:00:00Z')).toBe('2026-11-28T10:00:00.000Z');
    expect(iso('2026-11-28T10:00:00.123Z')).toBe('2026-11-28T10:00:00.123Z');
    expect(iso('2026-11-28T10:00:00+01:00')).toBe('2026-11-28T09:00:00.000Z');
    expect(iso('2026-11-28T10:00:00-0230')).toBe('2026-11-28T12:30:00.000Z');
    expect(iso('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z'); // summer time in Rome
    expect(iso('2026-11-28 10:00:00')).toBe('2026-11-28T09:00:00.000Z');
    expect(iso('2026-11-28')).toBe('2026-11-27T23:00:00.000Z'); // midnight in Rome
    expect(iso(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-28T10:00:00.000Z');
  });

  it('absent: undefined, null, empty or blank', () => {
    for (const v of [undefined, null, '', '   ']) expect(iso(v)).toBe('absent');
  });

  it('not a date: words, impossible days and times, other types, years beyond 9999', () => {
    for (const v of ['abc', '2026-02-30', '2026-13-01', '2026-11-28T25:00', '28/11/2026', 'March 7', '1.5', true, {}, [1], 1.5, NaN, 1e20, '2026-11-28T10:00:00+25:00'])
      expect(iso(v)).toBe('invalid');
    expect(iso(new Date(Number.NaN))).toBe('invalid');
  });

  it('a date-only filter reads a timestamp as its Rome day, around midnight', () => {
    // 23:30 UTC on 28 November is already 29 November in Rome (UTC+1)
    expect(day(Date.parse('2026-11-28T23:30:00Z'))).toBe('2026-11-28T23:00:00.000Z');
    expect(romeDay(readRomeDayValue(Date.parse('2026-11-28T23:30:00Z')))).toBe('2026-11-29');
    // 22:59 UTC is still 28 November in Rome
    expect(romeDay(readRomeDayValue(Date.parse('2026-11-28T22:59:59.999Z')))).toBe('2026-11-28');
    // in summer midnight in Rome is 22:00 UTC
    expect(romeDay(readRomeDayValue(String(Date.parse('2026-07-14T22:00:00Z'))))).toBe('2026-07-15');
    // the day picker's AAAA-MM-GG and an ISO instant alike
    expect(day('2026-11-28')).toBe('2026-11-27T23:00:00.000Z');
    expect(day('2026-11-28T10:00:00Z')).toBe('2026-11-27T23:00:00.000Z');
    expect(day('x')).toBe('invalid');
    expect(day('')).toBe('absent');
  });

  it('the end of a Rome day is where the next one begins (23 hours on the spring change)', () => {
    expect(romeDayEnd(readRomeDayValue('2026-11-28')).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(romeDayEnd(readRomeDayValue('2026-03-29')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('the upper bound of an instant filter: a day without a time takes the whole day in Rome', () => {
    const upTo = (v: unknown) => {
      const r = readInstantUpTo(v);
      return r.kind === 'date' ? r.value.toISOString() : r.kind;
    };
    expect(upTo('2026-11-28')).toBe('2026-11-28T22:59:59.999Z');
    expect(upTo('2026-11-28T10:00:00Z')).toBe('2026-11-28T10:00:00.000Z');
    expect(upTo(1764331200000)).toBe('2025-11-28T12:00:00.000Z');
    expect(upTo('x')).toBe('invalid');
  });

  it('says which field is not a date, and which one is missing', () => {
    expect(invalidDateMessage('Data Documento')).toBe('La Data Documento non è una data valida');
    expect(requiredDateMessage('Data Documento')).toBe('La Data Documento è obbligatoria');
  });
});

function readRomeDayValue(value: unknown): Date {
  const r = readRomeDay(value);
  if (r.kind !== 'date') throw new Error(`not a date: ${String(value)}`);
  return r.value;
}
