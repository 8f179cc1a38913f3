import { COLORI_LOG, coloreLog } from './log-color';

describe('coloreLog', () => {
  it('colours the status: ERROR red, WARNING orange, INFO green', () => {
    expect(coloreLog({ stato: 'ERROR', operation: 'CREATE' })).toBe(COLORI_LOG.ERROR);
    expect(coloreLog({ stato: 'WARNING', operation: 'LOGIN_FALLITO' })).toBe(COLORI_LOG.WARNING);
    expect(coloreLog({ stato: 'INFO', operation: 'UPDATE' })).toBe(COLORI_LOG.INFO);
  });

  it('gives LOGIN and LOGOUT colours of their own, different from the statuses', () => {
    expect(coloreLog({ stato: 'INFO', operation: 'LOGIN' })).toBe(COLORI_LOG.LOGIN);
    expect(coloreLog({ stato: 'INFO', operation: 'LOGOUT' })).toBe(COLORI_LOG.LOGOUT);
    const colori = new Set(Object.values(COLORI_LOG));
    expect(colori.size).toBe(5);
  });
});
