import type { PrintElement } from '../print';
import { cssColor, pt } from './css-values';
import { renderImageContent } from './render-image';
import { renderEllipse, renderLine, renderRectangle } from './render-shapes';
import { renderBorders } from './render-box';
import { renderTextContent } from './render-text';
import type { SharedStyles } from './shared-styles';

/** One printed element as an absolutely positioned box (frames nest their children). */
export function renderElement(
  element: PrintElement,
  shared: SharedStyles,
): string {
  const position = `left:${pt(element.x)};top:${pt(element.y)};width:${pt(element.width)};height:${pt(element.height)}`;
  const color = `color:${cssColor(element.forecolor, '#000000')}`;
  // Shapes paint their own fill inside the SVG; the other kinds paint the box background.
  const paintsBackground =
    element.kind === 'text' ||
    element.kind === 'image' ||
    element.kind === 'frame';
  const background =
    paintsBackground && element.mode === 'Opaque'
      ? `;background-color:${cssColor(element.backcolor, '#ffffff')}`
      : '';
  const key = element.key ? ` data-key="${escapeKey(element.key)}"` : '';
  return `<div class="e"${key} style="${position};${color}${background}">${content(element, shared)}</div>`;
}

function escapeKey(key: string): string {
  return key.replace(/[^\p{L}\p{N}_.:-]/gu, '_');
}

function content(element: PrintElement, shared: SharedStyles): string {
  switch (element.kind) {
    case 'text':
      return renderTextContent(element, shared);
    case 'image':
      return renderImageContent(element, shared);
    case 'line':
      return renderLine(element);
    case 'rectangle':
      return renderRectangle(element);
    case 'ellipse':
      return renderEllipse(element);
    case 'frame':
      // Children are placed from the frame's padded corner, as JasperReports' exporters do.
      return (
        `<div class="e" style="left:${pt(element.box.leftPadding)};top:${pt(element.box.topPadding)}">` +
        `${element.children.map((child) => renderElement(child, shared)).join('')}</div>` +
        renderBorders(element.box, element.width, element.height)
      );
  }
}
