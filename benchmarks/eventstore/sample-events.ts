/** A typical master-data change and its request metadata, as the API appends them. */
export function sampleEvent(n: number) {
  return {
    type: 'RecordUpdated',
    data: {
      changes: {
        descrizione: { prima: `Articolo ${n}`, dopo: `Articolo ${n + 1}` },
        prezzo: { prima: '10.00', dopo: '12.50' },
      },
    },
  };
}

export const sampleMetadata = {
  userId: 1,
  userName: 'admin',
  ip: '127.0.0.1',
  userAgent: 'bench',
  correlationId: '7f1c2a1e-6c1b-4b39-9e38-5d1f0c7a9b11',
};
