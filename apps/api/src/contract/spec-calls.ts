import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The specifications beside the checkout (../shared/spec), read at test time. */
export const SPEC_FOLDER = resolve(__dirname, '../../../../../shared/spec');

/** One call of a spec's §7 as the spec writes it. */
export interface SpecCall {
  spec: 1 | 2 | 3;
  /** the §7 subsection, e.g. "Invoices and lookups" */
  section: string;
  /**
   * The call as the spec writes it: the first cell of a table row ("GET users",
   * "GET documenti/{id} or documenti/a/{id}"), method + path cells for spec 2's tables
   * ("GET documenti"), or a "METHOD path" mention of a bullet ("DELETE printserver/{id}").
   */
  call: string;
  /** the spec's payload/answer words (the other cells, or the bullet) */
  words: string;
}

const METHOD = String.raw`GET|POST|PUT|DELETE`;
/** "GET printserver", "POST or PUT numeratori", "GET /configurazionemoduli/sectionlist" inside a bullet. */
const BULLET_CALL = new RegExp(String.raw`\b((?:${METHOD})(?: or (?:${METHOD}))?) (\/?[a-z{][\w/{}.-]*[\w}])`, 'g');
/** words a bullet puts after a method that are not a path ("DELETE on each /{id}") */
const NOT_A_PATH = new Set(['on', 'or', 'with', 'is', 'to', 'the', 'and', 'loads']);
/**
 * A bullet's sentence that names calls without a `METHOD path` ("Lists and saves on iva, …",
 * "DELETE on each /{id}", "Saving goes through the shared layout", "unitamisura and depositi:
 * plain lists"): the sentence is the call (a sentence saying what is "not shown" is none).
 */
const CALL_SENTENCE = /\b(?:[Ss]av(?:e|es|ing)\b|DELETE on each\b|plain lists\b)/;
/** "numeratori/{id}: GET loads a counter": the path first, then the method. */
const PATH_THEN_METHOD = new RegExp(String.raw`(?:^|\s)([a-z][\w/{}]*): (${METHOD}) `, 'g');

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/**
 * Every call of the §7 ("The calls it makes" / "Calls") of spec `n`: the rows of its call tables
 * and, for specs 2 and 3, the "METHOD path" mentions of its bullet lists.
 */
export function specCalls(n: 1 | 2 | 3, folder = SPEC_FOLDER): SpecCall[] {
  const file = readdirSync(folder).find((f) => f.startsWith(`${n}-`) && f.endsWith('.md'));
  if (!file) throw new Error(`spec ${n} non trovata in ${folder}`);
  const text = readFileSync(resolve(folder, file), 'utf8');
  const start = text.search(/^## 7\. /m);
  const end = text.slice(start + 1).search(/^## 8\. /m);
  const calls: SpecCall[] = [];
  let section = '';
  let header: string[] | null = null;
  for (const line of text.slice(start, start + 1 + end).split('\n')) {
    if (line.startsWith('### ')) {
      section = line.slice(4).trim();
      header = null;
      continue;
    }
    if (line.startsWith('|')) {
      const row = cells(line);
      if (!header) {
        header = row;
        continue;
      }
      if (row.every((c) => /^-+$/.test(c))) continue;
      // spec 2: | Method | Path | Payload / answer |; specs 1 and 3: the call in the first cell
      const twoCells = header[0] === 'Method' && header[1] === 'Path';
      const call = twoCells ? `${row[0]} ${row[1]}` : row[0];
      const words = (twoCells ? row.slice(2) : row.slice(1)).join(' — ');
      calls.push({ spec: n, section, call, words });
      continue;
    }
    header = null;
    if (n !== 1 && line.startsWith('- ')) {
      for (const m of line.matchAll(BULLET_CALL)) {
        if (NOT_A_PATH.has(m[2])) continue;
        calls.push({ spec: n, section, call: `${m[1]} ${m[2]}`, words: line.slice(2).trim() });
      }
      for (const m of line.matchAll(PATH_THEN_METHOD)) calls.push({ spec: n, section, call: `${m[2]} ${m[1]}`, words: line.slice(2).trim() });
      for (const sentence of line.slice(2).trim().split(/(?<=[.;])\s+/)) {
        const named = [...sentence.matchAll(BULLET_CALL)].some((m) => !NOT_A_PATH.has(m[2])) || PATH_THEN_METHOD.test(` ${sentence}`);
        PATH_THEN_METHOD.lastIndex = 0;
        if (!named && CALL_SENTENCE.test(sentence) && !/not shown/.test(sentence)) calls.push({ spec: n, section, call: sentence.replace(/[.;]$/, ''), words: line.slice(2).trim() });
      }
    }
  }
  return calls;
}

/** The calls of the three specs, one per distinct spec/call. */
export function allSpecCalls(folder = SPEC_FOLDER): SpecCall[] {
  const seen = new Set<string>();
  return ([1, 2, 3] as const)
    .flatMap((n) => specCalls(n, folder))
    .filter((c) => {
      const key = `${c.spec} ${c.call}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
