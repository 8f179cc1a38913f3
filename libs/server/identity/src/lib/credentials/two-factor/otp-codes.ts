import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { base32, crypto, newTotpSecret } from './otp-plugin';

/** Counts a try only while the password step's marker lives (INCR keeps its TTL). */
const TENTATIVO = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('incr', KEYS[1]) else return -1 end`;

/** Records a time step as used only if it is newer than the last used one. */
const USA_PASSO = `
local ultimo = tonumber(redis.call('get', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > ultimo then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

/** One 30 s step either side of now, for clocks slightly off. */
const TOLLERANZA_SECONDI = 30;

/**
 * TOTP codes (otplib, RFC 6238: SHA-1, 6 digits, 30 s). In Redis: the marker left by a correct
 * password step (`otp-attesa:<userId>`, counting the tries) and the last used time step of each
 * user (`otp-ultimo-passo:<userId>`), so a code works once and an older one never again.
 */
@Injectable()
export class OtpCodes {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
  ) {}

  private pendingKey(userId: number) {
    return `${this.config.redisPrefix}otp-attesa:${userId}`;
  }

  private lastStepKey(userId: number) {
    return `${this.config.redisPrefix}otp-ultimo-passo:${userId}`;
  }

  nuovoSegreto(): string {
    return newTotpSecret();
  }

  uri(segreto: string, username: string): string {
    return generateTOTP({ issuer: 'Registro', label: username, secret: segreto });
  }

  /** The password was right: the code may now be asked, for a while. */
  async openPending(userId: number): Promise<void> {
    await this.redis.set(this.pendingKey(userId), '0', 'PX', this.policy.attesaOtpMs);
  }

  /** This try's number, or null when no password step is waiting (never made, expired or used). */
  async tentativo(userId: number): Promise<number | null> {
    const n = Number(await this.redis.eval(TENTATIVO, 1, this.pendingKey(userId)));
    return n > 0 ? n : null;
  }

  async closePending(userId: number): Promise<void> {
    await this.redis.del(this.pendingKey(userId));
  }

  /** 'valido' once per time step; 'usato' for a right code already used (or older than one used). */
  async verify(userId: number, segreto: string, codice: string): Promise<'valido' | 'errato' | 'usato'> {
    if (!/^\d{6}$/.test(codice)) return 'errato';
    const esito = await verify({ secret: segreto, token: codice, epochTolerance: TOLLERANZA_SECONDI, crypto, base32 });
    if (!esito.valid) return 'errato';
    const nuovo = await this.redis.eval(USA_PASSO, 1, this.lastStepKey(userId), String(esito.timeStep), String(10 * 60_000));
    return Number(nuovo) === 1 ? 'valido' : 'usato';
  }
}
