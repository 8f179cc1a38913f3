import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-compliant memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verificaPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let hashFittizio: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so an unknown username costs the same time as a wrong
 * password: the answer must not reveal which usernames exist.
 */
export async function verificaPasswordFittizia(password: string): Promise<false> {
  hashFittizio ??= hashPassword('registro-utente-inesistente');
  await verificaPassword(await hashFittizio, password);
  return false;
}
