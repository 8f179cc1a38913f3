import { useState } from 'react';

/** A fresh key: 128 random bits in hex (crypto.randomUUID needs a secure context, getRandomValues does not). */
function nuovaChiave(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` header of a create, kept while the body sent stays the same: saving again
 * after a lost answer (a network or server fault) gets the record created the first time, not a
 * second one; a changed body is a new save with a new key. Endpoints that do not take the header
 * ignore it.
 */
export class IdempotencyKeys {
  private ultimo: { corpo: string; chiave: string } | null = null;

  headerPer(corpo: unknown): Record<string, string> {
    const json = JSON.stringify(corpo ?? null);
    if (this.ultimo?.corpo !== json) this.ultimo = { corpo: json, chiave: nuovaChiave() };
    return { 'Idempotency-Key': this.ultimo.chiave };
  }
}

/** The component's `IdempotencyKeys`, kept across renders. */
export function useIdempotencyKeys(): IdempotencyKeys {
  return useState(() => new IdempotencyKeys())[0];
}
