import { serverIdentity } from './server-identity';

describe('serverIdentity', () => {
  it('should work', () => {
    expect(serverIdentity()).toEqual('server-identity');
  });
});
