/** A SPID session opened by a successful response: what a logout must send to the IdP. */
export interface SpidSession {
  /** opaque id handed to the identity context with the sign-in */
  id: string;
  idp: string;
  nameId: string;
  nameQualifier: string;
  sessionIndex: string;
}

export interface SpidSessionStore {
  save(sessione: SpidSession, ttlSecondi: number): Promise<void>;
  get(id: string): Promise<SpidSession | undefined>;
  delete(id: string): Promise<void>;
  /** the session the IdP names in its LogoutRequest */
  findByNameId(idp: string, nameId: string): Promise<SpidSession | undefined>;
}

export const SPID_SESSION_STORE = Symbol('SPID_SESSION_STORE');

export class InMemorySpidSessionStore implements SpidSessionStore {
  private readonly sessioni = new Map<string, SpidSession>();

  async save(sessione: SpidSession): Promise<void> {
    this.sessioni.set(sessione.id, sessione);
  }

  async get(id: string): Promise<SpidSession | undefined> {
    return this.sessioni.get(id);
  }

  async delete(id: string): Promise<void> {
    this.sessioni.delete(id);
  }

  async findByNameId(
    idp: string,
    nameId: string,
  ): Promise<SpidSession | undefined> {
    return [...this.sessioni.values()].find(
      (s) => s.idp === idp && s.nameId === nameId,
    );
  }
}
