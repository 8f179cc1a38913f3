/** A SPID session opened by a successful response: what a logout must send to the IdP. */
export interface SessioneSpid {
  /** opaque id handed to the identity context with the sign-in */
  id: string;
  idp: string;
  nameId: string;
  nameQualifier: string;
  sessionIndex: string;
}

export interface SpidSessionStore {
  salva(sessione: SessioneSpid, ttlSecondi: number): Promise<void>;
  leggi(id: string): Promise<SessioneSpid | undefined>;
  elimina(id: string): Promise<void>;
  /** the session the IdP names in its LogoutRequest */
  trovaPerNameId(
    idp: string,
    nameId: string,
  ): Promise<SessioneSpid | undefined>;
}

export const SPID_SESSION_STORE = Symbol('SPID_SESSION_STORE');

export class InMemorySpidSessionStore implements SpidSessionStore {
  private readonly sessioni = new Map<string, SessioneSpid>();

  async salva(sessione: SessioneSpid): Promise<void> {
    this.sessioni.set(sessione.id, sessione);
  }

  async leggi(id: string): Promise<SessioneSpid | undefined> {
    return this.sessioni.get(id);
  }

  async elimina(id: string): Promise<void> {
    this.sessioni.delete(id);
  }

  async trovaPerNameId(
    idp: string,
    nameId: string,
  ): Promise<SessioneSpid | undefined> {
    return [...this.sessioni.values()].find(
      (s) => s.idp === idp && s.nameId === nameId,
    );
  }
}
