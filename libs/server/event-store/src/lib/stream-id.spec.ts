import { idOfStream, numericIdOfStream, parseStreamId, streamIdOf } from './stream-id';

const UUID = '0b6c3c0e-5f5a-4c1e-9d0e-2f7a1b3c4d5e';

describe('stream ids', () => {
  it('builds <streamType>-<id> from an aggregate or a stream type', () => {
    expect(streamIdOf({ streamType: 'users' }, 12)).toBe('users-12');
    expect(streamIdOf('gesantasklog', UUID)).toBe(`gesantasklog-${UUID}`);
  });

  it('splits at the first hyphen: a uuid id keeps its own', () => {
    expect(parseStreamId('users-12')).toEqual({ streamType: 'users', id: '12' });
    expect(parseStreamId(`gesantasklog-${UUID}`)).toEqual({ streamType: 'gesantasklog', id: UUID });
    expect(idOfStream(`gesantasklog-${UUID}`, 'gesantasklog')).toBe(UUID);
    expect(idOfStream('fatture-2024-7')).toBe('2024-7');
  });

  it('reads back what streamIdOf built', () => {
    for (const [type, id] of [['fatture', '7'], ['signins', '3'], ['gesantasklog', UUID]] as const)
      expect(parseStreamId(streamIdOf(type, id))).toEqual({ streamType: type, id });
  });

  it('reads a numeric id', () => {
    expect(numericIdOfStream('users-12')).toBe(12);
    expect(numericIdOfStream('documentrepository-5', 'documentrepository')).toBe(5);
  });

  it('has no parts for a stream id without type or id, or of another type', () => {
    expect(parseStreamId('altro')).toBeUndefined();
    expect(parseStreamId('-12')).toBeUndefined();
    expect(parseStreamId('users-')).toBeUndefined();
    expect(parseStreamId('signins-12', 'users')).toBeUndefined();
    expect(() => idOfStream('altro')).toThrow('Stream id altro is not <streamType>-<id>');
    expect(() => idOfStream('signins-12', 'users')).toThrow('Stream id signins-12 is not users-<id>');
  });

  it('refuses a numeric id that is not a whole number', () => {
    expect(() => numericIdOfStream(`gesantasklog-${UUID}`)).toThrow('has no numeric id');
    expect(() => numericIdOfStream('users-1e3')).toThrow('has no numeric id');
    expect(() => numericIdOfStream('users-12.5')).toThrow('has no numeric id');
    expect(() => numericIdOfStream('users-99999999999999999999')).toThrow('has no numeric id');
  });
});
