/** The first words a read may start with (the read-only transaction is the guarantee; this is the friendly refusal). */
const LETTURE = new Set(['select', 'with', 'values', 'table', 'show', 'explain', 'describe', 'desc']);

export const SOLO_LETTURE = 'La query può solo leggere i dati: sono ammesse SELECT (o WITH … SELECT)';
export const UNA_ISTRUZIONE = 'La query deve contenere una sola istruzione SQL';
export const QUERY_VUOTA = 'La query è vuota';

/**
 * The statement's text without a trailing `;`, or the Italian reasons it is refused: empty, not
 * a read, or several statements. Strings, quoted names, comments and PostgreSQL dollar quotes are
 * skipped, so a `;` inside them does not count.
 */
export function singleReadStatement(sql: string): { sql: string } | { errori: string[] } {
  const parti = statements(sql);
  if (parti.length === 0) return { errori: [QUERY_VUOTA] };
  const errori: string[] = [];
  const primaParola = /^[a-z]+/i.exec(stripComments(parti[0]))?.[0]?.toLowerCase() ?? '';
  if (!LETTURE.has(primaParola)) errori.push(SOLO_LETTURE);
  if (parti.length > 1) errori.push(UNA_ISTRUZIONE);
  return errori.length ? { errori } : { sql: parti[0] };
}

/** The non-empty statements of a text, split at the `;` that are code. */
function statements(sql: string): string[] {
  const parti: string[] = [];
  let inizio = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const dopo = sql[i + 1];
    if (c === "'" || c === '"' || c === '`') i = closing(sql, i + 1, c);
    else if (c === '-' && dopo === '-') i = lineEnd(sql, i);
    else if (c === '#' ) i = lineEnd(sql, i);
    else if (c === '/' && dopo === '*') i = blockEnd(sql, i + 2);
    else if (c === '$') i = dollarEnd(sql, i);
    else if (c === ';') {
      parti.push(sql.slice(inizio, i));
      inizio = ++i;
    } else i++;
  }
  parti.push(sql.slice(inizio));
  return parti.map((p) => p.trim()).filter((p) => stripComments(p).trim() !== '');
}

function closing(sql: string, from: number, quote: string): number {
  for (let i = from; i < sql.length; i++) {
    if (sql[i] === '\\' && quote !== '"') i++;
    else if (sql[i] === quote) {
      if (sql[i + 1] === quote) i++;
      else return i + 1;
    }
  }
  return sql.length;
}

function lineEnd(sql: string, from: number): number {
  const fine = sql.indexOf('\n', from);
  return fine < 0 ? sql.length : fine + 1;
}

function blockEnd(sql: string, from: number): number {
  const fine = sql.indexOf('*/', from);
  return fine < 0 ? sql.length : fine + 2;
}

/** `$tag$ … $tag$` (PostgreSQL); a lone `$` (a parameter `$1`) is one character. */
function dollarEnd(sql: string, from: number): number {
  const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(from))?.[0];
  if (!tag) return from + 1;
  const fine = sql.indexOf(tag, from + tag.length);
  return fine < 0 ? sql.length : fine + tag.length;
}

function stripComments(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/(--|#)[^\n]*/g, ' ')
    .trim()
    .replace(/^\(+/, '');
}
