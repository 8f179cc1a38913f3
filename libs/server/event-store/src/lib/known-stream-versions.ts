/**
 * The streams this process has seen committed, each with the highest version it knows exists.
 * Events are never deleted and versions have no gaps, so a stream known at version N has every
 * version up to N for good, whatever other processes append later: an append at an expected
 * version up to N needs no check that the version exists (appendStatement's 'known' form). The
 * most recently recorded `capacity` streams are kept; a stream dropped from here is checked again.
 */
export class KnownStreamVersions {
  private readonly versions = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  /** Whether `version` of `streamId` is known to exist (0, no event yet, always is). */
  has(streamId: string, version: number): boolean {
    return version === 0 || version <= (this.versions.get(streamId) ?? 0);
  }

  /** `streamId` has committed events up to `version`. */
  record(streamId: string, version: number): void {
    const known = this.versions.get(streamId) ?? 0;
    this.versions.delete(streamId); // re-inserted last: the most recent stays longest
    this.versions.set(streamId, Math.max(known, version));
    if (this.versions.size > this.capacity) this.versions.delete(this.versions.keys().next().value as string);
  }
}
