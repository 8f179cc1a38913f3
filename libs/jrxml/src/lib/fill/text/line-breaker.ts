/** Width measurement of a string in points. */
export type Measure = (text: string) => number;

const EPSILON = 1e-4;
const isSpace = (char: string) => char === ' ' || char === '\t';
const isWordChar = (char: string | undefined) =>
  char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Where a line may end, as Java's line BreakIterator allows for Latin text: after a run of
 * spaces, after a hyphen between two word characters.
 */
function breakOpportunities(text: string, from: number): number[] {
  const breaks: number[] = [];
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (isSpace(char)) {
      if (!isSpace(text[i + 1] ?? '')) breaks.push(i + 1);
    } else if (
      char === '-' &&
      isWordChar(text[i - 1]) &&
      isWordChar(text[i + 1])
    )
      breaks.push(i + 1);
  }
  if (breaks.at(-1) !== text.length) breaks.push(text.length);
  return breaks;
}

const trimEnd = (text: string) => text.replace(/[ \t]+$/, '');

/**
 * The end of the line starting at `start` in a paragraph (no newlines): the furthest break
 * opportunity whose text (trailing spaces hang outside) fits `width`; a word longer than the
 * line is broken at the last character that fits (at least one character per line).
 */
export function nextLineEnd(
  paragraph: string,
  start: number,
  width: number,
  measure: Measure,
): number {
  let end = -1;
  for (const candidate of breakOpportunities(paragraph, start)) {
    if (measure(trimEnd(paragraph.slice(start, candidate))) > width + EPSILON)
      break;
    end = candidate;
  }
  if (end > start) return end;
  // Nothing fits up to a break: cut the word where the line is full.
  let cut = start + 1;
  while (
    cut < paragraph.length &&
    measure(paragraph.slice(start, cut + 1)) <= width + EPSILON
  )
    cut++;
  return cut;
}
