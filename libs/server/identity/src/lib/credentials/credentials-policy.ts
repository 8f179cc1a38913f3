import { PARAMETRO } from '@registro/contracts';

/**
 * The credential rules. Expiry, lockout threshold and two-factor are configuration parameters
 * (PASSWORD_EXPIRY_DAYS, LOCKOUT_THRESHOLD, TWO_FACTOR), read at each use: an environment variable
 * of the same name wins, else the stored parameter, else the default. The rest comes from the
 * environment at start.
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
  /** REGISTRATION_GROUP (default 2, Operatori): the group of self-registered users */
  gruppoRegistrazione: number;
  /** wrong OTP codes allowed per password step before the password must be given again */
  tentativiOtp: number;
  /** how long the password step waits for the OTP code */
  attesaOtpMs: number;
}

export const CREDENTIALS_POLICY = Symbol('CREDENTIALS_POLICY');

/** A value from the environment (text) or a parameter (JSON): numbers and numeric texts. */
function asText(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}

export function intero(value: unknown, predefinito: number): number {
  const testo = asText(value);
  const n = Number(testo);
  return testo !== undefined && testo.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : predefinito;
}

export function giorni(value: unknown, predefinito: number): number {
  const testo = asText(value);
  const n = Number(testo);
  return testo !== undefined && testo.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : predefinito;
}

export function booleano(value: unknown, predefinito: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const testo = asText(value);
  if (testo === undefined || testo.trim() === '') return predefinito;
  return ['1', 'true', 'on', 'yes', 'si', 'sì'].includes(testo.trim().toLowerCase());
}

export function politicaCredenzialiDaAmbiente(publicUrl: string, env: NodeJS.ProcessEnv = process.env): CredentialsPolicy {
  return {
    scadenzaPasswordGiorni: giorni(env['PASSWORD_EXPIRY_DAYS'], 90),
    sogliaBlocco: intero(env['LOCKOUT_THRESHOLD'], 5),
    dueFattori: booleano(env['TWO_FACTOR'], false),
    durataLinkMs: 30 * 60_000,
    publicUrl: (env['PUBLIC_URL'] || publicUrl).replace(/\/+$/, ''),
    gruppoRegistrazione: intero(env['REGISTRATION_GROUP'], 2) || 2,
    tentativiOtp: 5,
    attesaOtpMs: 5 * 60_000,
  };
}

/** What the policy needs of the parameters held in memory (ParametriConfigurazione). */
export interface LettoreParametri {
  read(nome: string): { valore: unknown };
}

/**
 * The policy of a running process: the three parameter-driven rules are getters that read the
 * parameters at each use, so a change made on any replica applies without a restart. Assigning
 * one of them (tests do) overrides it in this process only.
 */
export function politicaCredenzialiDaParametri(
  publicUrl: string,
  parametri: LettoreParametri,
  env: NodeJS.ProcessEnv = process.env,
): CredentialsPolicy {
  const base = politicaCredenzialiDaAmbiente(publicUrl, env);
  const sovrascritti: Partial<Pick<CredentialsPolicy, 'scadenzaPasswordGiorni' | 'sogliaBlocco' | 'dueFattori'>> = {};
  const letti = {
    scadenzaPasswordGiorni: () => giorni(parametri.read(PARAMETRO.scadenzaPasswordGiorni).valore, 90),
    sogliaBlocco: () => intero(parametri.read(PARAMETRO.sogliaBlocco).valore, 5),
    dueFattori: () => booleano(parametri.read(PARAMETRO.dueFattori).valore, false),
  };
  for (const campo of Object.keys(letti) as (keyof typeof letti)[]) {
    Object.defineProperty(base, campo, {
      enumerable: true,
      get: () => sovrascritti[campo] ?? letti[campo](),
      set: (value: never) => {
        sovrascritti[campo] = value;
      },
    });
  }
  return base;
}
