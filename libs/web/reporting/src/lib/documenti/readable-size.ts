/** File size for people: 12 KB, 1,4 MB. */
export function readableSize(byte: number | undefined): string {
  if (!byte) return '';
  if (byte < 1024 * 1024) return `${Math.max(1, Math.round(byte / 1024))} KB`;
  return `${(byte / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}
