/**
 * The stroke cut out of the pad with a small margin, as a PNG data URL: the PDF box then shows
 * the signature at its largest instead of a small mark in an empty rectangle.
 */
export function cropFirma(canvas: HTMLCanvasElement, margine = 12): string {
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  const { width, height } = canvas;
  const pixel = ctx.getImageData(0, 0, width, height).data;
  let sinistra = width;
  let destra = -1;
  let alto = height;
  let basso = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixel[(y * width + x) * 4 + 3] === 0) continue;
      if (x < sinistra) sinistra = x;
      if (x > destra) destra = x;
      if (y < alto) alto = y;
      if (y > basso) basso = y;
    }
  }
  if (destra < 0) return canvas.toDataURL('image/png');
  const x0 = Math.max(0, sinistra - margine);
  const y0 = Math.max(0, alto - margine);
  const larghezza = Math.min(width, destra + margine + 1) - x0;
  const altezza = Math.min(height, basso + margine + 1) - y0;
  const ritaglio = document.createElement('canvas');
  ritaglio.width = larghezza;
  ritaglio.height = altezza;
  ritaglio.getContext('2d')?.drawImage(canvas, x0, y0, larghezza, altezza, 0, 0, larghezza, altezza);
  return ritaglio.toDataURL('image/png');
}
