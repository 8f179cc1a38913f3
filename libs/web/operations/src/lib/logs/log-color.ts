/** Spec 2 §4: ERROR red, WARNING orange, INFO green; LOGIN and LOGOUT have colours of their own. */
export const LOG_COLORS = {
  ERROR: '#d32f2f',
  WARNING: '#ef6c00',
  INFO: '#2e7d32',
  LOGIN: '#1565c0',
  LOGOUT: '#6a1b9a',
} as const;

export function logColor(voce: { stato: string; operation?: string | null }): string {
  if (voce.operation === 'LOGIN') return LOG_COLORS.LOGIN;
  if (voce.operation === 'LOGOUT') return LOG_COLORS.LOGOUT;
  if (voce.stato === 'ERROR') return LOG_COLORS.ERROR;
  if (voce.stato === 'WARNING') return LOG_COLORS.WARNING;
  return LOG_COLORS.INFO;
}
