import type { Event } from '@registro/server-event-store';

/**
 * Credential events of a user's stream `users-<id>` (issue 3: password lifecycle, lockout,
 * two-factor, self-registration). Hashes and secrets travel only inside these events and the
 * read model; the history never shows them.
 */
export const USER_PASSWORD_CHANGED = 'UserPasswordChanged';
export const USER_PASSWORD_RESET_REQUESTED = 'UserPasswordResetRequested';
export const USER_PASSWORD_RESET = 'UserPasswordReset';
export const USER_BLOCKED = 'UserBlocked';
export const USER_UNLOCKED = 'UserUnlocked';
export const USER_TWO_FACTOR_ENROLMENT_SENT = 'UserTwoFactorEnrolmentSent';
export const USER_TWO_FACTOR_ENROLLED = 'UserTwoFactorEnrolled';
export const USER_SECOND_FACTOR_FAILED = 'UserSecondFactorFailed';
export const USER_REGISTERED = 'UserRegistered';
export const USER_REGISTRATION_VALIDATED = 'UserRegistrationValidated';

/** The user changed the password, knowing the old one. */
export type UserPasswordChangedData = {
  /** argon2id */
  passwordHash: string;
  /** the session the user changed it from, which stays open; absent: every session ends */
  sessioneMantenuta?: string;
};

/** A reset link was mailed to the user's address. */
export type UserPasswordResetRequestedData = {
  email: string;
};

export type OrigineReset = 'LINK_EMAIL' | 'REGISTRAZIONE';

/** A password set without the old one: through the mailed link, or the temporary one of a registration. */
export type UserPasswordResetData = {
  /** argon2id */
  passwordHash: string;
  /** a temporary password must be changed at the next sign-in (PASSWORD_TEMPORANY) */
  temporanea: boolean;
  origine: OrigineReset;
};

export type UserBlockedData = {
  /** consecutive failed sign-ins that caused it */
  tentativiFalliti: number;
};

export type UserUnlockedData = Record<string, never>;

export type UserTwoFactorEnrolmentSentData = {
  email: string;
};

export type UserTwoFactorEnrolledData = {
  /** the TOTP secret, AES-256-GCM encrypted (see two-factor/segreto-totp.ts) */
  segretoCifrato: string;
};

export type UserSecondFactorFailedData = {
  ip: string;
  userAgent: string;
};

/** Self-registration: the address given with it (the user itself is a UserCreated, inactive). */
export type UserRegisteredData = {
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
};

export type UserRegistrationValidatedData = Record<string, never>;

export type UserPasswordChanged = Event<typeof USER_PASSWORD_CHANGED, UserPasswordChangedData>;
export type UserPasswordResetRequested = Event<typeof USER_PASSWORD_RESET_REQUESTED, UserPasswordResetRequestedData>;
export type UserPasswordReset = Event<typeof USER_PASSWORD_RESET, UserPasswordResetData>;
export type UserBlocked = Event<typeof USER_BLOCKED, UserBlockedData>;
export type UserUnlocked = Event<typeof USER_UNLOCKED, UserUnlockedData>;
export type UserTwoFactorEnrolmentSent = Event<typeof USER_TWO_FACTOR_ENROLMENT_SENT, UserTwoFactorEnrolmentSentData>;
export type UserTwoFactorEnrolled = Event<typeof USER_TWO_FACTOR_ENROLLED, UserTwoFactorEnrolledData>;
export type UserSecondFactorFailed = Event<typeof USER_SECOND_FACTOR_FAILED, UserSecondFactorFailedData>;
export type UserRegistered = Event<typeof USER_REGISTERED, UserRegisteredData>;
export type UserRegistrationValidated = Event<typeof USER_REGISTRATION_VALIDATED, UserRegistrationValidatedData>;

/** The credential events of a user's stream. */
export type CredentialsEvent =
  | UserPasswordChanged
  | UserPasswordResetRequested
  | UserPasswordReset
  | UserBlocked
  | UserUnlocked
  | UserTwoFactorEnrolmentSent
  | UserTwoFactorEnrolled
  | UserSecondFactorFailed
  | UserRegistered
  | UserRegistrationValidated;
