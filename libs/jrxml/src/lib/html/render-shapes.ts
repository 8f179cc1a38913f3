import type {
  PrintEllipse,
  PrintLine,
  PrintPen,
  PrintRectangle,
} from '../print';
import { cssColor, num, svgDashArray } from './css-values';

function stroke(pen: PrintPen, width = pen.lineWidth): string {
  const dashes = svgDashArray(pen.lineStyle, pen.lineWidth);
  return (
    ` stroke="${cssColor(pen.lineColor, '#000000')}" stroke-width="${num(width)}"` +
    (dashes ? ` stroke-dasharray="${dashes}"` : '')
  );
}

/** An SVG over the element's box, drawing in points, with strokes free to overflow the box. */
function svg(width: number, height: number, shapes: string): string {
  return (
    `<svg class="s" width="${num(width)}pt" height="${num(height)}pt" ` +
    `viewBox="0 0 ${num(width)} ${num(height)}">${shapes}</svg>`
  );
}

function fill(element: PrintRectangle | PrintEllipse): string {
  return element.mode === 'Opaque'
    ? cssColor(element.backcolor, '#ffffff')
    : 'none';
}

/**
 * A line as JasperReports' PDF exporter draws it: a 1-point-wide element is a vertical line at
 * x + 0.5, a 1-point-high element a horizontal line at y + 0.5, anything else the diagonal.
 * "Double" draws two strokes of a third of the width, a third of the width either side.
 */
export function renderLine(line: PrintLine): string {
  const { pen, width, height } = line;
  if (!(pen.lineWidth > 0)) return '';
  let [x1, y1, x2, y2] =
    line.direction === 'BottomUp'
      ? [0, height, width, 0]
      : [0, 0, width, height];
  if (width === 1 && height !== 1) [x1, y1, x2, y2] = [0.5, 0, 0.5, height];
  else if (height === 1) [x1, y1, x2, y2] = [0, 0.5, width, 0.5];
  const segment = (dx: number, dy: number, strokeWidth: number) =>
    `<line x1="${num(x1 + dx)}" y1="${num(y1 + dy)}" x2="${num(x2 + dx)}" y2="${num(y2 + dy)}"${stroke(pen, strokeWidth)}/>`;
  if (pen.lineStyle !== 'Double')
    return svg(width, height, segment(0, 0, pen.lineWidth));
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const offset = pen.lineWidth / 3;
  const [nx, ny] = [
    (-(y2 - y1) / length) * offset,
    ((x2 - x1) / length) * offset,
  ];
  return svg(
    width,
    height,
    segment(nx, ny, offset) + segment(-nx, -ny, offset),
  );
}

/** A rectangle (with corner radius), filled with backcolor when opaque, outlined by its pen. */
export function renderRectangle(rectangle: PrintRectangle): string {
  const { pen, width, height } = rectangle;
  const radius = Math.max(0, Math.min(rectangle.radius, width / 2, height / 2));
  const shape = (inset: number, attributes: string) => {
    const r = Math.max(0, radius - inset);
    return (
      `<rect x="${num(inset)}" y="${num(inset)}" width="${num(Math.max(0, width - 2 * inset))}" ` +
      `height="${num(Math.max(0, height - 2 * inset))}" rx="${num(r)}" ry="${num(r)}"${attributes}/>`
    );
  };
  return svg(width, height, outlined(pen, fill(rectangle), shape));
}

/** An ellipse inscribed in the element's box. */
export function renderEllipse(ellipse: PrintEllipse): string {
  const { pen, width, height } = ellipse;
  const shape = (inset: number, attributes: string) =>
    `<ellipse cx="${num(width / 2)}" cy="${num(height / 2)}" rx="${num(Math.max(0, width / 2 - inset))}" ` +
    `ry="${num(Math.max(0, height / 2 - inset))}"${attributes}/>`;
  return svg(width, height, outlined(pen, fill(ellipse), shape));
}

/** Fill, then the outline: one centred stroke, or two thinner ones for "Double". */
function outlined(
  pen: PrintPen,
  fillColor: string,
  shape: (inset: number, attributes: string) => string,
): string {
  const filled =
    fillColor === 'none' ? '' : shape(0, ` fill="${fillColor}" stroke="none"`);
  if (!(pen.lineWidth > 0)) return filled;
  if (pen.lineStyle !== 'Double')
    return filled + shape(0, ` fill="none"${stroke(pen)}`);
  const third = pen.lineWidth / 3;
  return (
    filled +
    shape(-third, ` fill="none"${stroke(pen, third)}`) +
    shape(third, ` fill="none"${stroke(pen, third)}`)
  );
}
