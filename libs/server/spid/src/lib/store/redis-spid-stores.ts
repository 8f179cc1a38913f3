import type { Redis } from 'ioredis';
import type { SpidRequest, SpidRequestStore } from './spid-request-store';
import type { SpidSession, SpidSessionStore } from './spid-session-store';

/** Pending requests in Redis under `<prefix>spid:richiesta:<ID>`, expiring, read-and-deleted atomically. */
export class RedisSpidRequestStore implements SpidRequestStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}spid:richiesta:${id}`;
  }

  async save(request: SpidRequest, ttlSecondi: number): Promise<void> {
    await this.redis.set(
      this.key(request.id),
      JSON.stringify(request),
      'EX',
      ttlSecondi,
    );
  }

  async consume(id: string): Promise<SpidRequest | undefined> {
    const valore = await this.redis.getdel(this.key(id));
    return valore ? (JSON.parse(valore) as SpidRequest) : undefined;
  }
}

/** SPID sessions in Redis, with an index by IdP and NameID for the IdP's logout requests. */
export class RedisSpidSessionStore implements SpidSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}spid:sessione:${id}`;
  }

  private nameIdKey(idp: string, nameId: string): string {
    return `${this.prefix}spid:nameid:${Buffer.from(`${idp}\n${nameId}`).toString('base64url')}`;
  }

  async save(sessione: SpidSession, ttlSecondi: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(sessione.id), JSON.stringify(sessione), 'EX', ttlSecondi)
      .set(
        this.nameIdKey(sessione.idp, sessione.nameId),
        sessione.id,
        'EX',
        ttlSecondi,
      )
      .exec();
  }

  async get(id: string): Promise<SpidSession | undefined> {
    const valore = await this.redis.get(this.key(id));
    return valore ? (JSON.parse(valore) as SpidSession) : undefined;
  }

  async delete(id: string): Promise<void> {
    const sessione = await this.get(id);
    const chiavi = [this.key(id)];
    if (sessione) chiavi.push(this.nameIdKey(sessione.idp, sessione.nameId));
    await this.redis.del(...chiavi);
  }

  async findByNameId(
    idp: string,
    nameId: string,
  ): Promise<SpidSession | undefined> {
    const id = await this.redis.get(this.nameIdKey(idp, nameId));
    return id ? this.get(id) : undefined;
  }
}
