import type { PermessiGruppo } from '@registro/contracts';

/** The caller of a request, resolved from its bearer token by the identity context. */
export interface AuthenticatedUser {
  userId: number;
  username: string;
  gruppoId: number;
  gruppoNome: string;
  permessi: readonly PermessiGruppo[];
  /** 'A' application session, 'S' SPID session */
  sessionType: string;
  /** sha-256 hex of the bearer token: identifies the session without holding the token */
  sessionId: string;
}
