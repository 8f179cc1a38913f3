import { defaultExpiry } from './user.aggregate';

describe('a new user expires three months ahead', () => {
  it('on the same day of the month', () => {
    expect(defaultExpiry(new Date(2026, 9, 15, 10, 30))).toEqual(new Date(2027, 0, 15, 10, 30));
  });

  it('on the last day of a shorter month, as the form shows it', () => {
    expect(defaultExpiry(new Date(2026, 10, 29, 9, 0))).toEqual(new Date(2027, 1, 28, 9, 0));
    expect(defaultExpiry(new Date(2027, 10, 30, 9, 0))).toEqual(new Date(2028, 1, 29, 9, 0));
  });
});
