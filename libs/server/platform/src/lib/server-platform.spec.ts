import { serverPlatform } from './server-platform';

describe('serverPlatform', () => {
  it('should work', () => {
    expect(serverPlatform()).toEqual('server-platform');
  });
});
