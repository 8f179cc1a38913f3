import type { PrintText } from '../print';
import { pt } from './css-values';
import { escapeHtml } from './escape-html';
import {
  cssFontFamily,
  cssLineHeight,
  singleLineHeight,
} from './font-families';
import { sanitizeHtmlMarkup } from './html-markup';
import { styledTextMarkup } from './styled-markup';
import type { SharedStyles } from './shared-styles';
import { renderBorders } from './render-box';

const justify = {
  Top: 'flex-start',
  Middle: 'center',
  Bottom: 'flex-end',
  Justified: 'flex-start',
};
const textAlign = {
  Left: 'left',
  Center: 'center',
  Right: 'right',
  Justified: 'justify',
};

/** Size and transform of the (possibly rotated) text area inside the padding. */
function rotated(text: PrintText, width: number, height: number): string {
  switch (text.rotation) {
    case 'Left':
      return `width:${pt(height)};height:${pt(width)};transform:translateY(${pt(height)}) rotate(-90deg)`;
    case 'Right':
      return `width:${pt(height)};height:${pt(width)};transform:translateX(${pt(width)}) rotate(90deg)`;
    case 'UpsideDown':
      return `width:${pt(width)};height:${pt(height)};transform:translate(${pt(width)},${pt(height)}) rotate(180deg)`;
    default:
      return `width:${pt(width)};height:${pt(height)}`;
  }
}

/** Which lines begin a paragraph of `text` (first line indent), found by walking the text. */
function paragraphStarts(text: string, lines: readonly string[]): boolean[] {
  let position = 0;
  return lines.map((line, index) => {
    const found = line ? text.indexOf(line, position) : -1;
    if (found < 0) return index === 0;
    const start = found === 0 || text[found - 1] === '\n';
    position = found + line.length;
    return start;
  });
}

/**
 * The filler's measured lines, one row each, never wrapped again: every row is one line of the
 * paragraph's spacing high (so the PDF breaks lines exactly where the fill measured them).
 */
function measuredLines(text: PrintText, lines: readonly string[]): string {
  const { leftIndent, rightIndent, firstLineIndent, spacingBefore } =
    text.paragraph;
  const shared = [
    leftIndent ? `padding-left:${pt(leftIndent)}` : '',
    rightIndent ? `padding-right:${pt(rightIndent)}` : '',
  ].filter(Boolean);
  const justified = text.hTextAlign === 'Justified';
  const starts = firstLineIndent ? paragraphStarts(text.text, lines) : [];
  if (
    lines.length === 1 &&
    !shared.length &&
    !firstLineIndent &&
    !spacingBefore
  )
    return escapeHtml(lines[0]);
  return lines
    .map((line, index) => {
      const style = [
        ...shared,
        firstLineIndent && starts[index]
          ? `text-indent:${pt(firstLineIndent)}`
          : '',
        // The filler adds the paragraph's spacing before above the first line only.
        index === 0 && spacingBefore ? `margin-top:${pt(spacingBefore)}` : '',
        // Justified lines fill the width, except the last one.
        justified && index < lines.length - 1 ? 'text-align-last:justify' : '',
      ].filter(Boolean);
      const attribute = style.length ? ` style="${style.join(';')}"` : '';
      return `<div${attribute}>${line ? escapeHtml(line) : '<br>'}</div>`;
    })
    .join('');
}

function isMarkup(text: PrintText): boolean {
  return text.markup === 'html' || text.markup === 'styled';
}

function paragraphs(text: PrintText): string {
  if (text.markup === 'html')
    return `<div class="h">${sanitizeHtmlMarkup(text.text)}</div>`;
  if (text.markup === 'styled')
    return `<div class="h">${styledTextMarkup(text.text)}</div>`;
  if (text.lines) return measuredLines(text, text.lines);
  const {
    firstLineIndent,
    leftIndent,
    rightIndent,
    spacingBefore,
    spacingAfter,
  } = text.paragraph;
  const style = [
    firstLineIndent ? `text-indent:${pt(firstLineIndent)}` : '',
    leftIndent ? `padding-left:${pt(leftIndent)}` : '',
    rightIndent ? `padding-right:${pt(rightIndent)}` : '',
    spacingBefore ? `margin-top:${pt(spacingBefore)}` : '',
    spacingAfter ? `margin-bottom:${pt(spacingAfter)}` : '',
  ]
    .filter(Boolean)
    .join(';');
  const attribute = style ? ` style="${style}"` : '';
  // One block per paragraph so indents and spacing apply to each, as in JasperReports.
  return text.text
    .split(/\r\n|\r|\n/)
    .map((line) => `<div${attribute}>${line ? escapeHtml(line) : '<br>'}</div>`)
    .join('');
}

function safeLink(link: string | undefined): string | undefined {
  return link !== undefined && /^(?:https?:|mailto:)/i.test(link.trim())
    ? link.trim()
    : undefined;
}

/** A text element's inside: padding, vertical/horizontal alignment, font, rotation, borders. */
export function renderTextContent(
  text: PrintText,
  shared: SharedStyles,
): string {
  const { box, font } = text;
  const innerWidth = Math.max(
    0,
    text.width - box.leftPadding - box.rightPadding,
  );
  const innerHeight = Math.max(
    0,
    text.height - box.topPadding - box.bottomPadding,
  );
  const decorations = [
    font.underline ? 'underline' : '',
    font.strikeThrough ? 'line-through' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const measured = text.lines !== undefined && !isMarkup(text);
  // Measured lines are rows of exactly one (spaced) line each, Single included.
  const lineHeight =
    cssLineHeight(font, text.paragraph) ??
    (measured ? pt(singleLineHeight(font)) : undefined);
  const fontStyle = [
    `font-family:${cssFontFamily(font.name)}`,
    `font-size:${pt(font.size)}`,
    font.bold ? 'font-weight:bold' : '',
    font.italic ? 'font-style:italic' : '',
    decorations ? `text-decoration:${decorations}` : '',
    lineHeight ? `line-height:${lineHeight}` : '',
    text.hTextAlign === 'Left'
      ? ''
      : `text-align:${textAlign[text.hTextAlign] ?? 'left'}`,
    text.vTextAlign === 'Top'
      ? ''
      : `justify-content:${justify[text.vTextAlign] ?? 'flex-start'}`,
    text.markup === 'html' ? 'white-space:normal' : '',
    measured ? 'white-space:pre' : '',
  ]
    .filter(Boolean)
    .join(';');
  const clip = `left:${pt(box.leftPadding)};top:${pt(box.topPadding)};width:${pt(innerWidth)};height:${pt(innerHeight)}`;
  const link = safeLink(text.hyperlink);
  const body = paragraphs(text);
  const content = link ? `<a href="${escapeHtml(link)}">${body}</a>` : body;
  const borders = renderBorders(box, text.width, text.height);
  // Unrotated, the text area is the clip box itself (one element less per text).
  if (text.rotation === 'None')
    return `<div class="c t ${shared.textClass(fontStyle)}" style="${clip}">${content}</div>${borders}`;
  return (
    `<div class="c" style="${clip}"><div class="t ${shared.textClass(fontStyle)}" style="${rotated(text, innerWidth, innerHeight)}">` +
    `${content}</div></div>${borders}`
  );
}
