/** A JSON value pretty-printed (two-space indent); text that is itself JSON is parsed first. */
export function jsonText(valore: unknown): string {
  if (valore === null || valore === undefined) return '';
  if (typeof valore === 'string') {
    try {
      return JSON.stringify(JSON.parse(valore), null, 2);
    } catch {
      return valore;
    }
  }
  return JSON.stringify(valore, null, 2);
}

export function FormattedJson({ valore }: { valore: unknown }) {
  return (
    <pre className="registro-json">
      {jsonText(valore) || '—'}
    </pre>
  );
}
