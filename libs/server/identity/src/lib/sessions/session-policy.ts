/** How long a session lives: `idleMs` since its last use, and never more than `absoluteMs`. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const SESSION_POLICY = Symbol('SESSION_POLICY');

export const POLITICA_SESSIONE_PREDEFINITA: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
};
