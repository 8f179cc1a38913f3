/** Base64 of a text's UTF-8 bytes (btoa alone only takes Latin-1). */
function base64Utf8(testo: string): string {
  let binario = '';
  for (const byte of new TextEncoder().encode(testo)) binario += String.fromCharCode(byte);
  return btoa(binario);
}

/** The `key` of a signing request: the signing password base64-encoded twice (spec 1 §7). */
export function firmaKey(password: string): string {
  return btoa(base64Utf8(password));
}

/** A record not saved yet cannot be signed: no id, or the -1 / "new" of an edit page. */
export function unsavedRecord(id: number | string | null | undefined): boolean {
  if (id === null || id === undefined) return true;
  const testo = String(id).trim();
  return testo === '' || testo === '-1' || testo.toLowerCase() === 'new' || testo === 'nuovo';
}
