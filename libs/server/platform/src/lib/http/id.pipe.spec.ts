import { BadRequestError } from '../errors/http-errors';
import { MAX_RECORD_ID, parseId } from './id.pipe';

describe('parseId', () => {
  it('reads a positive integer from the path, spaces around it allowed', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(' 7 ')).toBe(7);
    expect(parseId(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });

  it.each(['0', '-1', '1.5', '1e3', 'abc', '', '12abc', String(MAX_RECORD_ID + 1), '9999999999', '123456789012345'])(
    'refuses %p with 400 "Id non valido" (never an out-of-range query)',
    (value) => {
      expect(() => parseId(value)).toThrow(BadRequestError);
      expect(() => parseId(value)).toThrow('Id non valido');
    },
  );
});
