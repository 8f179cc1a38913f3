export const LIVELLI_SPID = ['SpidL1', 'SpidL2', 'SpidL3'] as const;
export type LivelloSpid = (typeof LIVELLI_SPID)[number];

export function isLivelloSpid(value: unknown): value is LivelloSpid {
  return (
    typeof value === 'string' &&
    (LIVELLI_SPID as readonly string[]).includes(value)
  );
}

export function classRefDelLivello(livello: LivelloSpid): string {
  return `https://www.spid.gov.it/${livello}`;
}

/** The level named by an AuthnContextClassRef, or undefined for anything that is not SPID's. */
export function livelloDaClassRef(
  classRef: string | undefined,
): LivelloSpid | undefined {
  const match = /^https:\/\/www\.spid\.gov\.it\/(SpidL[123])$/.exec(
    classRef ?? '',
  );
  return match && isLivelloSpid(match[1]) ? match[1] : undefined;
}

export function almenoLivello(
  ottenuto: LivelloSpid,
  richiesto: LivelloSpid,
): boolean {
  return LIVELLI_SPID.indexOf(ottenuto) >= LIVELLI_SPID.indexOf(richiesto);
}
