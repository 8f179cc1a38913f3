import {
  instantOfRomeWallClock,
  romeDay,
  romeDayBounds,
  romeDayEndSql,
  romeDayParts,
  romeDayStartSql,
  romeOffsetMs,
  romeWallClock,
  romeWallClockParts,
  romeYear,
} from './rome-calendar';

const HOUR = 3_600_000;

describe('the Rome calendar', () => {
  it("reads New Year's Eve 23:30 UTC as the next year and day in Rome, 22:59 UTC as the same", () => {
    expect(romeYear('2026-12-31T23:30:00Z')).toBe(2027);
    expect(romeDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(romeYear('2026-12-31T22:59:59.999Z')).toBe(2026);
    expect(romeDay('2026-12-31T22:59:59.999Z')).toBe('2026-12-31');
    expect(romeYear(Date.parse('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(romeYear(new Date('2027-01-01T00:30:00+01:00'))).toBe(2027);
  });

  it('takes a Date, an ISO text or epoch ms alike, and now by default for the year', () => {
    const iso = '2026-07-15T21:59:00Z';
    expect(romeDay(iso)).toBe('2026-07-15');
    expect(romeDay(new Date(iso))).toBe('2026-07-15');
    expect(romeDay(Date.parse(iso))).toBe('2026-07-15');
    expect(romeDay('2026-07-15T22:00:00Z')).toBe('2026-07-16');
    expect(romeYear()).toBe(Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date())));
  });

  it('gives the day as padded parts', () => {
    expect(romeDayParts('2026-02-03T10:00:00Z')).toEqual({ year: '2026', month: '02', day: '03' });
    expect(romeWallClock('2026-02-03T10:04:05Z')).toEqual({ year: 2026, month: 2, day: 3, hour: 11, minute: 4, second: 5 });
    expect(romeWallClockParts('2026-02-03T23:04:05Z')).toEqual({ year: '2026', month: '02', day: '04', hour: '00', minute: '04', second: '05' });
  });

  it('follows the spring change (29 Mar 2026, 01:00 UTC): +1 h before, +2 h after', () => {
    expect(romeOffsetMs('2026-03-29T00:59:59Z')).toBe(HOUR);
    expect(romeOffsetMs('2026-03-29T01:00:00Z')).toBe(2 * HOUR);
    expect(romeWallClock('2026-03-29T00:59:59Z')).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(romeWallClock('2026-03-29T01:00:00Z')).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(romeDay('2026-03-28T22:59:00Z')).toBe('2026-03-28');
    expect(romeDay('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    expect(romeDay('2026-03-29T21:59:00Z')).toBe('2026-03-29');
    expect(romeDay('2026-03-29T22:00:00Z')).toBe('2026-03-30');
  });

  it('follows the autumn change (25 Oct 2026, 01:00 UTC): +2 h before, +1 h after', () => {
    expect(romeOffsetMs('2026-10-25T00:59:59Z')).toBe(2 * HOUR);
    expect(romeOffsetMs('2026-10-25T01:00:00Z')).toBe(HOUR);
    expect(romeDay('2026-10-24T21:59:00Z')).toBe('2026-10-24');
    expect(romeDay('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect(romeDay('2026-10-25T22:59:00Z')).toBe('2026-10-25');
    expect(romeDay('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('bounds a day: 24 h usually, 23 h on the spring change, 25 h on the autumn one', () => {
    expect(romeDayBounds('2026-01-01')).toEqual({ start: new Date('2025-12-31T23:00:00Z'), end: new Date('2026-01-01T23:00:00Z') });
    expect(romeDayBounds('2026-12-31')).toEqual({ start: new Date('2026-12-30T23:00:00Z'), end: new Date('2026-12-31T23:00:00Z') });
    const spring = romeDayBounds('2026-03-29');
    expect(spring).toEqual({ start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-29T22:00:00Z') });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = romeDayBounds('2026-10-25');
    expect(autumn).toEqual({ start: new Date('2026-10-24T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z') });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    expect(romeDayBounds('2026-07-15')).toEqual({ start: new Date('2026-07-14T22:00:00Z'), end: new Date('2026-07-15T22:00:00Z') });
    expect(() => romeDayBounds('15/07/2026')).toThrow(RangeError);
  });

  it('turns a wall-clock reading back into its instant, across both changes', () => {
    expect(instantOfRomeWallClock({ year: 2026, month: 1, day: 31, hour: 10, minute: 30, second: 0 })).toBe(Date.parse('2026-01-31T09:30:00Z'));
    expect(instantOfRomeWallClock({ year: 2026, month: 7, day: 31, hour: 10, minute: 30, second: 0 })).toBe(Date.parse('2026-07-31T08:30:00Z'));
    // 02:30 does not exist on 29 Mar: it reads as 03:30 summer time
    expect(instantOfRomeWallClock({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 })).toBe(Date.parse('2026-03-29T01:30:00Z'));
    // 02:30 happens twice on 25 Oct: the second time (winter time)
    expect(instantOfRomeWallClock({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 })).toBe(Date.parse('2026-10-25T01:30:00Z'));
    for (const iso of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T02:30:00Z', '2026-12-31T23:30:00Z']) {
      expect(instantOfRomeWallClock(romeWallClock(iso))).toBe(Date.parse(iso)); // every unambiguous reading
    }
  });

  it('writes the SQL twins with the same zone', () => {
    expect(romeDayStartSql('$1')).toBe(`($1::date::timestamp AT TIME ZONE 'Europe/Rome')`);
    expect(romeDayEndSql('$2')).toBe(`(($2::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')`);
  });
});
