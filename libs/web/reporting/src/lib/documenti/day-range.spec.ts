import { dayRange } from './day-range';

describe('dayRange', () => {
  it('gives the days chosen, whatever their time', () => {
    expect(dayRange(new Date(2026, 10, 3, 15, 20), new Date(2026, 10, 5, 23, 59))).toEqual({ dataDal: '2026-11-03', dataAl: '2026-11-05' });
  });
});
