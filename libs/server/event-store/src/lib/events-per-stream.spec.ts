import { eventsPerStream } from './events-per-stream';

describe('eventsPerStream', () => {
  it('groups a batch by stream, keeping each stream’s events and the streams in the order they come', () => {
    const batch = [
      { streamId: 'ordini-2', streamVersion: 4 },
      { streamId: 'ordini-1', streamVersion: 1 },
      { streamId: 'ordini-2', streamVersion: 5 },
      { streamId: 'ordini-1', streamVersion: 2 },
    ];
    const grouped = eventsPerStream(batch);
    expect([...grouped.keys()]).toEqual(['ordini-2', 'ordini-1']);
    expect(grouped.get('ordini-2')?.map((e) => e.streamVersion)).toEqual([4, 5]);
    expect(grouped.get('ordini-1')?.map((e) => e.streamVersion)).toEqual([1, 2]);
  });
});
