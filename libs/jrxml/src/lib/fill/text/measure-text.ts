import type { PrintFont, PrintParagraph } from '../../print';
import { fontMetrics, type FontMetrics } from './font-metrics';
import { nextLineEnd } from './line-breaker';

export interface TextFrame {
  /** Element width and height (for rotated texts: swapped by the caller). */
  width: number;
  /** Room for the text: element height + stretch room - top and bottom padding. */
  maxHeight: number;
  leftPadding: number;
  rightPadding: number;
}

/** How a text that does not fit is cut (element properties net.sf.jasperreports.text.truncate.*). */
export interface Truncation {
  /** truncate.at.char: the last line ends at the last character that fits, not word. */
  atChar: boolean;
  /** truncate.suffix: appended to the last line (e.g. "…"). */
  suffix?: string;
}

export interface MeasuredText {
  /** The lines that fit, without their newline and trailing spaces. */
  lines: string[];
  /** Height of those lines as JasperReports computes it (ascent + descent per line, spacing). */
  textHeight: number;
  /** How many characters of the text the lines consumed (the rest overflows). */
  consumed: number;
}

/** JasperReports' AbstractTextRenderer.getLineHeight, without the descent added after each line. */
function lineAdvance(
  first: boolean,
  paragraph: PrintParagraph,
  metrics: FontMetrics,
): number {
  const single = metrics.leading + metrics.ascent;
  if (first) return single;
  const size = paragraph.lineSpacingSize ?? 1;
  switch (paragraph.lineSpacing) {
    case '1_1_2':
      return metrics.leading + 1.5 * metrics.ascent;
    case 'Double':
      return metrics.leading + 2 * metrics.ascent;
    case 'Proportional':
      return metrics.leading + size * metrics.ascent;
    case 'AtLeast':
      return Math.max(single, size);
    case 'Fixed':
      return size;
    default:
      return single;
  }
}

/**
 * Breaks a plain text into the lines JasperReports' TextMeasurer would print in the frame:
 * paragraphs at "\n", words wrapped at spaces and hyphens, words longer than a line cut, lines
 * added while they fit `maxHeight`.
 */
export function measureText(
  text: string,
  font: PrintFont,
  paragraph: PrintParagraph,
  frame: TextFrame,
  truncation?: Truncation,
): MeasuredText {
  const measured = measureLines(text, font, paragraph, frame);
  if (
    !truncation ||
    measured.consumed >= text.length ||
    measured.lines.length === 0
  )
    return measured;
  return truncate(
    text,
    measured,
    fontMetrics(font).width,
    frame,
    paragraph,
    truncation,
  );
}

/** JasperReports' TextMeasurer.processLastTruncatedRow: the last line re-cut, the suffix added. */
function truncate(
  text: string,
  measured: MeasuredText,
  measure: (part: string) => number,
  frame: TextFrame,
  paragraph: PrintParagraph,
  { atChar, suffix }: Truncation,
): MeasuredText {
  const lines = [...measured.lines];
  const last = lines.length - 1;
  const width =
    frame.width -
    frame.leftPadding -
    frame.rightPadding -
    paragraph.leftIndent -
    paragraph.rightIndent;
  // Where the last line starts in the text: the rest of its paragraph is available.
  const lineStart = measured.consumed - lines[last].length;
  const before = text.slice(0, measured.consumed);
  const start =
    before.lastIndexOf(lines[last]) >= 0
      ? before.lastIndexOf(lines[last])
      : lineStart;
  const paragraphEnd = text.indexOf('\n', start);
  const rest = text.slice(start, paragraphEnd < 0 ? text.length : paragraphEnd);
  const fits = (candidate: string) => measure(candidate) <= width + 1e-4;
  let line = lines[last];
  if (atChar) {
    let cut = line.length;
    while (cut < rest.length && fits(rest.slice(0, cut + 1) + (suffix ?? '')))
      cut++;
    line = rest.slice(0, cut);
  }
  if (suffix) {
    let kept = line;
    while (kept.length > 0 && !fits(kept.replace(/[ \t]+$/, '') + suffix))
      kept = atChar
        ? kept.slice(0, -1)
        : kept.replace(/[ \t]*[^ \t]*[ \t]*$/, '');
    line = kept.replace(/[ \t]+$/, '') + suffix;
  }
  lines[last] = line;
  return { ...measured, lines };
}

function measureLines(
  text: string,
  font: PrintFont,
  paragraph: PrintParagraph,
  frame: TextFrame,
): MeasuredText {
  const metrics = fontMetrics(font);
  const measure = (part: string) => metrics.width(part);
  const lines: string[] = [];
  let textHeight = 0;
  let offset = 0;
  const lineWidth = (paragraphStart: boolean) =>
    Math.max(
      0,
      frame.width -
        frame.leftPadding -
        frame.rightPadding -
        paragraph.leftIndent -
        paragraph.rightIndent -
        (paragraphStart ? paragraph.firstLineIndent : 0),
    );
  /** Adds a line if it fits; false when the text stops here. */
  const addLine = (line: string, consumedTo: number): boolean => {
    let advance = lineAdvance(lines.length === 0, paragraph, metrics);
    if (lines.length === 0) advance += paragraph.spacingBefore;
    if (textHeight + advance + metrics.descent > frame.maxHeight + 1e-4)
      return false;
    textHeight += advance + metrics.descent;
    lines.push(line.replace(/[ \t]+$/, ''));
    offset = consumedTo;
    return true;
  };
  const paragraphs = text.split('\n');
  // A final newline ends the last paragraph, it does not open an empty one.
  if (paragraphs.length > 1 && paragraphs.at(-1) === '') paragraphs.pop();
  let start = 0;
  for (const [index, raw] of paragraphs.entries()) {
    const content = raw.replace(/\r$/, '');
    const next = start + raw.length + 1;
    const paragraphEnd = index === paragraphs.length - 1 ? text.length : next;
    if (content.length === 0) {
      if (!addLine('', paragraphEnd))
        return { lines, textHeight, consumed: offset };
    } else {
      let position = 0;
      while (position < content.length) {
        const end = nextLineEnd(
          content,
          position,
          lineWidth(position === 0),
          measure,
        );
        const consumedTo = end >= content.length ? paragraphEnd : start + end;
        if (!addLine(content.slice(position, end), consumedTo))
          return { lines, textHeight, consumed: offset };
        position = end;
      }
    }
    start = next;
  }
  return { lines, textHeight, consumed: text.length };
}
