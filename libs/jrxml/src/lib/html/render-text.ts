import type { PrintText } from '../print';
import { pt } from './css-values';
import { escapeHtml } from './escape-html';
import { cssFontFamily, cssLineHeight } from './font-families';
import { sanitizeHtmlMarkup } from './html-markup';
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

function paragraphs(text: PrintText): string {
  if (text.markup === 'html')
    return `<div class="h">${sanitizeHtmlMarkup(text.text)}</div>`;
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
export function renderTextContent(text: PrintText): string {
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
  const lineHeight = cssLineHeight(font, text.paragraph);
  const fontStyle = [
    `font-family:${cssFontFamily(font.name)}`,
    `font-size:${pt(font.size)}`,
    font.bold ? 'font-weight:bold' : '',
    font.italic ? 'font-style:italic' : '',
    decorations ? `text-decoration:${decorations}` : '',
    lineHeight ? `line-height:${lineHeight}` : '',
    `text-align:${textAlign[text.hTextAlign] ?? 'left'}`,
    `justify-content:${justify[text.vTextAlign] ?? 'flex-start'}`,
    text.markup === 'html' ? 'white-space:normal' : '',
  ]
    .filter(Boolean)
    .join(';');
  const clip = `left:${pt(box.leftPadding)};top:${pt(box.topPadding)};width:${pt(innerWidth)};height:${pt(innerHeight)}`;
  const link = safeLink(text.hyperlink);
  const body = paragraphs(text);
  const content = link ? `<a href="${escapeHtml(link)}">${body}</a>` : body;
  return (
    `<div class="c" style="${clip}"><div class="t" style="${rotated(text, innerWidth, innerHeight)};${escapeHtml(fontStyle)}">` +
    `${content}</div></div>${renderBorders(box, text.width, text.height)}`
  );
}
