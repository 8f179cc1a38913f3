import type { LineStyle } from '../print';

/** A length in points for CSS: finite, at most 3 decimals ("12.5pt"). Anything else is 0. */
export function pt(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0;
  return `${safe === 0 ? 0 : safe}pt`;
}

/** A plain number for SVG attributes (user units are points in our SVGs). */
export function num(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0;
  return String(safe === 0 ? 0 : safe);
}

/** "#RRGGBB" or "#RGB" passes; anything else becomes the fallback (never raw input in CSS). */
export function cssColor(color: string | undefined, fallback: string): string {
  return color !== undefined &&
    /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(color)
    ? color
    : fallback;
}

/** CSS border-style for a JasperReports line style. */
export function cssBorderStyle(lineStyle: LineStyle): string {
  switch (lineStyle) {
    case 'Dashed':
      return 'dashed';
    case 'Dotted':
      return 'dotted';
    case 'Double':
      return 'double';
    default:
      return 'solid';
  }
}

/** SVG stroke-dasharray as JasperReports draws dashes (5w on, 3w off) and dots (w on, w off). */
export function svgDashArray(
  lineStyle: LineStyle,
  lineWidth: number,
): string | undefined {
  switch (lineStyle) {
    case 'Dashed':
      return `${num(5 * lineWidth)} ${num(3 * lineWidth)}`;
    case 'Dotted':
      return `${num(lineWidth)} ${num(lineWidth)}`;
    default:
      return undefined;
  }
}
