import { LOG_COLORS, logColor } from './log-color';

describe('logColor', () => {
  it('colours the status: ERROR red, WARNING orange, INFO green', () => {
    expect(logColor({ stato: 'ERROR', operation: 'CREATE' })).toBe(LOG_COLORS.ERROR);
    expect(logColor({ stato: 'WARNING', operation: 'LOGIN_FALLITO' })).toBe(LOG_COLORS.WARNING);
    expect(logColor({ stato: 'INFO', operation: 'UPDATE' })).toBe(LOG_COLORS.INFO);
  });

  it('gives LOGIN and LOGOUT colours of their own, different from the statuses', () => {
    expect(logColor({ stato: 'INFO', operation: 'LOGIN' })).toBe(LOG_COLORS.LOGIN);
    expect(logColor({ stato: 'INFO', operation: 'LOGOUT' })).toBe(LOG_COLORS.LOGOUT);
    const colori = new Set(Object.values(LOG_COLORS));
    expect(colori.size).toBe(5);
  });
});
