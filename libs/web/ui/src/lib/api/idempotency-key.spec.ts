import { IdempotencyKeys } from './idempotency-key';

describe('Idempotency-Key of a create', () => {
  it('is the same while the body is the same and new when it changes', () => {
    const chiavi = new IdempotencyKeys();
    const prima = chiavi.headerPer({ soggetto: 'Rossi', righe: [1] })['Idempotency-Key'];
    expect(prima).toMatch(/^[0-9a-f]{32}$/);
    expect(chiavi.headerPer({ soggetto: 'Rossi', righe: [1] })['Idempotency-Key']).toBe(prima);
    const dopo = chiavi.headerPer({ soggetto: 'Rossi', righe: [1, 2] })['Idempotency-Key'];
    expect(dopo).not.toBe(prima);
    expect(new IdempotencyKeys().headerPer({ soggetto: 'Rossi', righe: [1, 2] })['Idempotency-Key']).not.toBe(dopo);
  });
});
