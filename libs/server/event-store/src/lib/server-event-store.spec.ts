import { serverEventStore } from './server-event-store';

describe('serverEventStore', () => {
  it('should work', () => {
    expect(serverEventStore()).toEqual('server-event-store');
  });
});
