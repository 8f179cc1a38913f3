import { endOfDay, startOfDay, dayRange } from './day-range';

describe('dayRange', () => {
  it('covers whole days from the first to the last', () => {
    const { dataDal, dataAl } = dayRange(new Date(2026, 10, 3, 15, 20), new Date(2026, 10, 5, 8, 0));
    expect(new Date(dataDal)).toEqual(new Date(2026, 10, 3, 0, 0, 0, 0));
    expect(new Date(dataAl)).toEqual(new Date(2026, 10, 5, 23, 59, 59, 999));
  });

  it('one day is from midnight to the last millisecond', () => {
    const giorno = new Date(2026, 0, 31, 12);
    expect(endOfDay(giorno) - startOfDay(giorno)).toBe(24 * 3600 * 1000 - 1);
  });
});
