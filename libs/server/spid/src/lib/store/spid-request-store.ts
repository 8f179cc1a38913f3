import type { SpidLevel } from '../spid-levels';

/** A request Registro sent to an IdP and whose answer it is waiting for. */
export interface SpidRequest {
  /** the SAML ID, echoed by the IdP as InResponseTo */
  id: string;
  tipo: 'authn' | 'logout';
  idp: string;
  /** requested level (authn) */
  livello?: SpidLevel;
  /** epoch milliseconds */
  emessaIl: number;
  relayState: string;
  /** the SPID session being closed (logout) */
  sessione?: string;
}

/**
 * Pending SPID requests, keyed by ID. `consuma` returns a request at most once: a second answer
 * to the same request (a replay) finds nothing.
 */
export interface SpidRequestStore {
  save(request: SpidRequest, ttlSecondi: number): Promise<void>;
  consume(id: string): Promise<SpidRequest | undefined>;
}

export const SPID_REQUEST_STORE = Symbol('SPID_REQUEST_STORE');

/** For unit tests and single-process development. */
export class InMemorySpidRequestStore implements SpidRequestStore {
  private readonly requests = new Map<
    string,
    { richiesta: SpidRequest; scade: number }
  >();

  async save(richiesta: SpidRequest, ttlSecondi: number): Promise<void> {
    this.requests.set(richiesta.id, {
      richiesta,
      scade: Date.now() + ttlSecondi * 1000,
    });
  }

  async consume(id: string): Promise<SpidRequest | undefined> {
    const trovata = this.requests.get(id);
    this.requests.delete(id);
    return trovata && trovata.scade > Date.now()
      ? trovata.richiesta
      : undefined;
  }
}
