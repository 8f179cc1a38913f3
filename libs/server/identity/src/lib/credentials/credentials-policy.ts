/**
 * The credential rules, read from the environment with defaults. A later issue moves them to
 * configuration parameters: only the CREDENTIALS_POLICY provider in credentials.module.ts changes.
 */
export interface CredentialsPolicy {
  /**
   * PASSWORD_EXPIRY_DAYS (default 90): a password older than this must be changed; 0 = never expires.
   * A fraction of a day is allowed (0.0001 ≈ 8.6 s) for demos and end-to-end tests.
   */
  scadenzaPasswordGiorni: number;
  /** LOCKOUT_THRESHOLD (default 5): consecutive wrong passwords that block the account; 0 = never */
  sogliaBlocco: number;
  /** TWO_FACTOR (default off): enrolled users must give a TOTP code after the password */
  dueFattori: boolean;
  /** lifetime of mailed links (reset, registration, two-factor enrolment): 30 minutes */
  durataLinkMs: number;
  /** PUBLIC_URL: where the mailed links point */
  publicUrl: string;
  /** SMTP_URL (default smtp://127.0.0.1:1025, MailDev) */
  smtpUrl: string;
  /** MAIL_FROM (default "Registro <noreply@registro.local>") */
  mittente: string;
  /** REGISTRATION_GROUP (default 2, Operatori): the group of self-registered users */
  gruppoRegistrazione: number;
  /** wrong OTP codes allowed per password step before the password must be given again */
  tentativiOtp: number;
  /** how long the password step waits for the OTP code */
  attesaOtpMs: number;
}

export const CREDENTIALS_POLICY = Symbol('CREDENTIALS_POLICY');

function intero(valore: string | undefined, predefinito: number): number {
  const n = Number(valore);
  return valore !== undefined && valore.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : predefinito;
}

function giorni(valore: string | undefined, predefinito: number): number {
  const n = Number(valore);
  return valore !== undefined && valore.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : predefinito;
}

function booleano(valore: string | undefined, predefinito: boolean): boolean {
  if (valore === undefined || valore.trim() === '') return predefinito;
  return ['1', 'true', 'on', 'yes', 'si', 'sì'].includes(valore.trim().toLowerCase());
}

export function politicaCredenzialiDaAmbiente(publicUrl: string, env: NodeJS.ProcessEnv = process.env): CredentialsPolicy {
  return {
    scadenzaPasswordGiorni: giorni(env['PASSWORD_EXPIRY_DAYS'], 90),
    sogliaBlocco: intero(env['LOCKOUT_THRESHOLD'], 5),
    dueFattori: booleano(env['TWO_FACTOR'], false),
    durataLinkMs: 30 * 60_000,
    publicUrl: (env['PUBLIC_URL'] || publicUrl).replace(/\/+$/, ''),
    smtpUrl: env['SMTP_URL'] || 'smtp://127.0.0.1:1025',
    mittente: env['MAIL_FROM'] || 'Registro <noreply@registro.local>',
    gruppoRegistrazione: intero(env['REGISTRATION_GROUP'], 2) || 2,
    tentativiOtp: 5,
    attesaOtpMs: 5 * 60_000,
  };
}
