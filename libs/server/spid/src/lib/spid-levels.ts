export const SPID_LEVELS = ['SpidL1', 'SpidL2', 'SpidL3'] as const;
export type SpidLevel = (typeof SPID_LEVELS)[number];

export function isSpidLevel(value: unknown): value is SpidLevel {
  return (
    typeof value === 'string' &&
    (SPID_LEVELS as readonly string[]).includes(value)
  );
}

export function classRefOfLevel(livello: SpidLevel): string {
  return `https://www.spid.gov.it/${livello}`;
}

/** The level named by an AuthnContextClassRef, or undefined for anything that is not SPID's. */
export function levelFromClassRef(
  classRef: string | undefined,
): SpidLevel | undefined {
  const match = /^https:\/\/www\.spid\.gov\.it\/(SpidL[123])$/.exec(
    classRef ?? '',
  );
  return match && isSpidLevel(match[1]) ? match[1] : undefined;
}

export function isAtLeastLevel(
  ottenuto: SpidLevel,
  richiesto: SpidLevel,
): boolean {
  return SPID_LEVELS.indexOf(ottenuto) >= SPID_LEVELS.indexOf(richiesto);
}
