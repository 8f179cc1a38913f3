import { randomBytes } from 'node:crypto';

/** Escapes text for an XML attribute value or element content. */
export function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A SAML ID: an NCName (must not start with a digit), 160 random bits. */
export function newSamlId(): string {
  return '_' + randomBytes(20).toString('hex');
}

/** SAML instants in UTC without milliseconds, as the SPID rules show them. */
export function samlInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
