import { formatDateTime } from './date-format';

describe('history Data Ora', () => {
  it('formats as DD-MM-YYYY HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('21-11-2026 09:05:07');
  });
});
