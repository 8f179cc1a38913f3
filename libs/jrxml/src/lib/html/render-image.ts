import type { PrintImage } from '../print';
import { renderBorders } from './render-box';
import { pt } from './css-values';

/** Only inline raster/SVG images: nothing in the document may reach the network or a file. */
const safeDataUrl =
  /^data:image\/(?:png|jpeg|gif|webp|bmp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

const fit = {
  Clip: 'none',
  FillFrame: 'fill',
  RetainShape: 'contain',
  RealHeight: 'contain',
  RealSize: 'contain',
};
const horizontal = { Left: 'left', Center: 'center', Right: 'right' };
const vertical = { Top: 'top', Middle: 'center', Bottom: 'bottom' };

/** An image inside its padding, scaled and aligned like JasperReports, then the box borders. */
export function renderImageContent(image: PrintImage): string {
  const { box } = image;
  const width = Math.max(0, image.width - box.leftPadding - box.rightPadding);
  const height = Math.max(0, image.height - box.topPadding - box.bottomPadding);
  const picture =
    image.dataUrl !== undefined && safeDataUrl.test(image.dataUrl)
      ? `<img class="i" alt="" src="${image.dataUrl}" style="left:${pt(box.leftPadding)};top:${pt(box.topPadding)};` +
        `width:${pt(width)};height:${pt(height)};object-fit:${fit[image.scaleImage] ?? 'contain'};` +
        `object-position:${horizontal[image.hImageAlign] ?? 'left'} ${vertical[image.vImageAlign] ?? 'top'}">`
      : '';
  return picture + renderBorders(box, image.width, image.height);
}
