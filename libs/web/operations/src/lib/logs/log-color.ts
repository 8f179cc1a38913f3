/** Spec 2 §4: ERROR red, WARNING orange, INFO green; LOGIN and LOGOUT have colours of their own. */
export const COLORI_LOG = {
  ERROR: '#d32f2f',
  WARNING: '#ef6c00',
  INFO: '#2e7d32',
  LOGIN: '#1565c0',
  LOGOUT: '#6a1b9a',
} as const;

export function coloreLog(voce: { stato: string; operation?: string | null }): string {
  if (voce.operation === 'LOGIN') return COLORI_LOG.LOGIN;
  if (voce.operation === 'LOGOUT') return COLORI_LOG.LOGOUT;
  if (voce.stato === 'ERROR') return COLORI_LOG.ERROR;
  if (voce.stato === 'WARNING') return COLORI_LOG.WARNING;
  return COLORI_LOG.INFO;
}
