import type { PrintImage } from '../print';
import { renderBorders } from './render-box';
import { pt } from './css-values';
import { imageSize } from './image-size';
import type { SharedStyles } from './shared-styles';

const size = {
  FillFrame: '100% 100%',
  RetainShape: 'contain',
  RealHeight: 'contain',
  RealSize: 'contain',
};
const horizontal = { Left: 'left', Center: 'center', Right: 'right' };
const vertical = { Top: 'top', Middle: 'center', Bottom: 'bottom' };

/** Clip: the image at its own size (one pixel a point, as JasperReports at 72 dpi). */
function clipSize(dataUrl: string): string {
  const pixels = imageSize(dataUrl);
  return pixels ? `${pt(pixels.width)} ${pt(pixels.height)}` : 'auto';
}

/**
 * An image inside its padding, scaled and aligned like JasperReports, then the box borders. The
 * picture is the background of its area (the data URL itself is written once, see SharedStyles),
 * which also cuts a clipped image at the area's edges.
 */
export function renderImageContent(
  image: PrintImage,
  shared: SharedStyles,
): string {
  const { box } = image;
  const width = Math.max(0, image.width - box.leftPadding - box.rightPadding);
  const height = Math.max(0, image.height - box.topPadding - box.bottomPadding);
  const name = shared.imageClass(image.dataUrl);
  const scale =
    image.scaleImage === 'Clip' && image.dataUrl
      ? clipSize(image.dataUrl)
      : (size[image.scaleImage as keyof typeof size] ?? 'contain');
  const picture = name
    ? `<div class="i ${name}" style="left:${pt(box.leftPadding)};top:${pt(box.topPadding)};` +
      `width:${pt(width)};height:${pt(height)};background-size:${scale};` +
      `background-position:${horizontal[image.hImageAlign] ?? 'left'} ${vertical[image.vImageAlign] ?? 'top'}"></div>`
    : '';
  return picture + renderBorders(box, image.width, image.height);
}
