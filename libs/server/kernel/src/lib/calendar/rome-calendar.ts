/**
 * The Rome calendar: the one place that turns an instant into the date and time Italy reads (the
 * facilities, the numbering year, the documents' dates), and a day back into its instants.
 *
 * API (an `Instant` is a Date, an ISO text or epoch ms):
 * - `ROME_TIME_ZONE`: 'Europe/Rome', for the few who format with Intl themselves.
 * - `romeWallClock(instant): RomeWallClock`: { year, month (1-12), day, hour (0-23), minute, second }.
 * - `romeYear(instant = now): number`: the calendar year (31 Dec 23:30 UTC is already next year).
 * - `romeDay(instant): string`: the calendar day as YYYY-MM-DD.
 * - `romeDayParts(instant): { year, month, day }`: the same as 4/2/2-digit strings.
 * - `romeWallClockParts(instant)`: the wall clock as 4/2/2/2/2/2-digit strings, for "DD/MM/YYYY HH:mm".
 * - `romeOffsetMs(instant): number`: Rome's offset from UTC at that instant (1 or 2 hours).
 * - `instantOfRomeWallClock(clock): number`: the epoch ms that reads `clock` in Rome (a time
 *   skipped by the spring change reads as the hour after, a repeated one as its second occurrence).
 * - `romeDayBounds(day): { start, end }`: the instants where a YYYY-MM-DD day begins and the next
 *   begins ([start, end), 23, 24 or 25 hours).
 * - SQL twins, for queries that compare in the database: `romeDayStartSql(dayParam)`,
 *   `romeDayEndSql(dayParam)` (the instant bounds of a `date` parameter), `romeDateSql(instantExpr)`
 *   (the Rome `date` of a timestamptz) and `romeYearSql(instantExpr)` (its Rome year as int).
 */

export const ROME_TIME_ZONE = 'Europe/Rome';

/** A moment in time: a Date, an ISO 8601 text or epoch milliseconds. */
export type Instant = Date | string | number;

/** What a clock in Rome reads: month 1-12, hour 0-23. */
export interface RomeWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const HOUR_MS = 3_600_000;

function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** The date and time a clock in Rome reads at the instant. */
export function romeWallClock(instant: Instant): RomeWallClock {
  const p: Record<string, number> = {};
  for (const x of WALL_CLOCK.formatToParts(toDate(instant))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return { year: p['year'], month: p['month'], day: p['day'], hour: p['hour'], minute: p['minute'], second: p['second'] };
}

/** The calendar year of an instant in Italy: 31 Dec 23:30 UTC is already next year. */
export function romeYear(instant: Instant = new Date()): number {
  return romeWallClock(instant).year;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Rome wall clock as zero-padded strings (year 4 digits, the rest 2), to write dates and times. */
export function romeWallClockParts(instant: Instant): { [Part in keyof RomeWallClock]: string } {
  const c = romeWallClock(instant);
  return { year: pad(c.year, 4), month: pad(c.month), day: pad(c.day), hour: pad(c.hour), minute: pad(c.minute), second: pad(c.second) };
}

/** The calendar day of an instant in Italy as 4/2/2-digit strings. */
export function romeDayParts(instant: Instant): { year: string; month: string; day: string } {
  const c = romeWallClock(instant);
  return { year: pad(c.year, 4), month: pad(c.month), day: pad(c.day) };
}

/** The calendar day (YYYY-MM-DD) of an instant in Italy. */
export function romeDay(instant: Instant): string {
  const { year, month, day } = romeDayParts(instant);
  return `${year}-${month}-${day}`;
}

/** A calendar day (YYYY-MM-DD) as Italians write it: 28/11/2026. */
export function italianDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

/** Rome's offset from UTC by UTC hour: it changes only on the hour, so a long list asks Intl once an hour of data. */
const offsetByHour = new Map<number, number>();

/** Rome's offset from UTC (ms) at the instant: 3,600,000 in winter, 7,200,000 in summer. */
export function romeOffsetMs(instant: Instant): number {
  const hour = Math.floor(toDate(instant).getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const atHour = hour * HOUR_MS;
    const c = romeWallClock(atHour);
    offset = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - atHour;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant (epoch ms) that reads `clock` on a Rome wall clock. A time the spring change skips
 * (02:30 on the last Sunday of March) answers the instant that reads an hour later (03:30); a time
 * the autumn change repeats (02:30 on the last Sunday of October) answers its second occurrence
 * (winter time).
 */
export function instantOfRomeWallClock(clock: RomeWallClock): number {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const guess = asUtc - romeOffsetMs(asUtc);
  return asUtc - romeOffsetMs(guess);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Where a Rome calendar day (YYYY-MM-DD) begins and where the next one begins: [start, end). */
export function romeDayBounds(day: string): { start: Date; end: Date } {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const [year, month, d] = m.slice(1).map(Number);
  const next = new Date(Date.UTC(year, month - 1, d + 1));
  return {
    start: new Date(instantOfRomeWallClock({ year, month, day: d, hour: 0, minute: 0, second: 0 })),
    end: new Date(
      instantOfRomeWallClock({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }),
    ),
  };
}

/** SQL: the instant where the Rome day `dayParam` (a date, e.g. `$1`) begins. */
export function romeDayStartSql(dayParam: string): string {
  return `(${dayParam}::date::timestamp AT TIME ZONE '${ROME_TIME_ZONE}')`;
}

/** SQL: the instant where the Rome day after `dayParam` begins (the exclusive end of that day). */
export function romeDayEndSql(dayParam: string): string {
  return `((${dayParam}::date + 1)::timestamp AT TIME ZONE '${ROME_TIME_ZONE}')`;
}

/** SQL: the Rome calendar date of the instant `instantExpr` (a timestamptz expression or parameter). */
export function romeDateSql(instantExpr: string): string {
  return `(${instantExpr}::timestamptz AT TIME ZONE '${ROME_TIME_ZONE}')::date`;
}

/** SQL: the Rome year (int) of the instant `instantExpr`. */
export function romeYearSql(instantExpr: string): string {
  return `extract(year FROM ${instantExpr}::timestamptz AT TIME ZONE '${ROME_TIME_ZONE}')::int`;
}
