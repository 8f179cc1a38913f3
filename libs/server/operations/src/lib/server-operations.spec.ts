import { serverOperations } from './server-operations';

describe('serverOperations', () => {
  it('should work', () => {
    expect(serverOperations()).toEqual('server-operations');
  });
});
