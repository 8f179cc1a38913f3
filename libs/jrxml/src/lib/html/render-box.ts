import type { PrintBox, PrintPen } from '../print';
import { cssBorderStyle, cssColor, pt } from './css-values';

function border(
  side: 'top' | 'left' | 'bottom' | 'right',
  pen: PrintPen,
  position: string,
): string {
  if (!(pen.lineWidth > 0)) return '';
  const style = `${pt(pen.lineWidth)} ${cssBorderStyle(pen.lineStyle)} ${cssColor(pen.lineColor, '#000000')}`;
  return `<div class="b" style="${position};border-${side}:${style}"></div>`;
}

/**
 * The four borders of a box as JasperReports draws them: each side is a stroke centred on the
 * element's edge, and the horizontal sides run over the corners by half the vertical sides' width.
 * Borders take no room from the content (padding alone does).
 */
export function renderBorders(
  box: PrintBox,
  width: number,
  height: number,
): string {
  const { top, left, bottom, right } = box;
  const leftHalf = left.lineWidth > 0 ? left.lineWidth / 2 : 0;
  const rightHalf = right.lineWidth > 0 ? right.lineWidth / 2 : 0;
  const across = `left:${pt(-leftHalf)};width:${pt(width + leftHalf + rightHalf)};height:0`;
  const down = `top:0;height:${pt(height)};width:0`;
  return (
    border('top', top, `top:${pt(-top.lineWidth / 2)};${across}`) +
    border(
      'bottom',
      bottom,
      `top:${pt(height - bottom.lineWidth / 2)};${across}`,
    ) +
    border('left', left, `left:${pt(-left.lineWidth / 2)};${down}`) +
    border('right', right, `left:${pt(width - right.lineWidth / 2)};${down}`)
  );
}
