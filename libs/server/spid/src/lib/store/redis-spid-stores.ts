import type { Redis } from 'ioredis';
import type { RichiestaSpid, SpidRequestStore } from './spid-request-store';
import type { SessioneSpid, SpidSessionStore } from './spid-session-store';

/** Pending requests in Redis under `<prefix>spid:richiesta:<ID>`, expiring, read-and-deleted atomically. */
export class RedisSpidRequestStore implements SpidRequestStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private chiave(id: string): string {
    return `${this.prefix}spid:richiesta:${id}`;
  }

  async salva(richiesta: RichiestaSpid, ttlSecondi: number): Promise<void> {
    await this.redis.set(
      this.chiave(richiesta.id),
      JSON.stringify(richiesta),
      'EX',
      ttlSecondi,
    );
  }

  async consuma(id: string): Promise<RichiestaSpid | undefined> {
    const valore = await this.redis.getdel(this.chiave(id));
    return valore ? (JSON.parse(valore) as RichiestaSpid) : undefined;
  }
}

/** SPID sessions in Redis, with an index by IdP and NameID for the IdP's logout requests. */
export class RedisSpidSessionStore implements SpidSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private chiave(id: string): string {
    return `${this.prefix}spid:sessione:${id}`;
  }

  private indice(idp: string, nameId: string): string {
    return `${this.prefix}spid:nameid:${Buffer.from(`${idp}\n${nameId}`).toString('base64url')}`;
  }

  async salva(sessione: SessioneSpid, ttlSecondi: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.chiave(sessione.id), JSON.stringify(sessione), 'EX', ttlSecondi)
      .set(
        this.indice(sessione.idp, sessione.nameId),
        sessione.id,
        'EX',
        ttlSecondi,
      )
      .exec();
  }

  async leggi(id: string): Promise<SessioneSpid | undefined> {
    const valore = await this.redis.get(this.chiave(id));
    return valore ? (JSON.parse(valore) as SessioneSpid) : undefined;
  }

  async elimina(id: string): Promise<void> {
    const sessione = await this.leggi(id);
    const chiavi = [this.chiave(id)];
    if (sessione) chiavi.push(this.indice(sessione.idp, sessione.nameId));
    await this.redis.del(...chiavi);
  }

  async trovaPerNameId(
    idp: string,
    nameId: string,
  ): Promise<SessioneSpid | undefined> {
    const id = await this.redis.get(this.indice(idp, nameId));
    return id ? this.leggi(id) : undefined;
  }
}
