import { toSVG } from 'bwip-js/node';
import type { BarcodeComponent, Located } from '../model';
import { FillError } from './fill-error';

/** barcode4j component types (6.x tag, 7.x `barcode4j:<type>`) as bwip-js symbologies. */
const BARCODE4J: Record<string, string> = {
  Codabar: 'rationalizedCodabar',
  Code128: 'code128',
  EAN128: 'gs1-128',
  DataMatrix: 'datamatrix',
  Code39: 'code39',
  Interleaved2Of5: 'interleaved2of5',
  UPCA: 'upca',
  UPCE: 'upce',
  EAN13: 'ean13',
  EAN8: 'ean8',
  USPSIntelligentMail: 'onecode',
  RoyalMailCustomer: 'royalmail',
  POSTNET: 'postnet',
  PDF417: 'pdf417',
  QRCode: 'qrcode',
};

/** Barbecue `type` values as bwip-js symbologies. */
const BARBECUE: Record<string, string> = {
  Code128: 'code128',
  Code128A: 'code128',
  Code128B: 'code128',
  Code128C: 'code128',
  EAN128: 'gs1-128',
  UCC128: 'gs1-128',
  EAN13: 'ean13',
  UPCA: 'upca',
  Code39: 'code39',
  '3of9': 'code39',
  Code39Extended: 'code39ext',
  Int2of5: 'interleaved2of5',
  '2of5': 'code2of5',
  Std2of5: 'code2of5',
  Codabar: 'rationalizedCodabar',
  Monarch: 'rationalizedCodabar',
  NW7: 'rationalizedCodabar',
  PDF417: 'pdf417',
  USD3: 'code39',
  USD4: 'rationalizedCodabar',
};

const TWO_DIMENSIONAL = new Set(['datamatrix', 'pdf417', 'qrcode']);

/** Whether bwip-js can draw this barcode type. */
export function canDrawBarcode(barcode: BarcodeComponent): boolean {
  const table = barcode.library === 'barbecue' ? BARBECUE : BARCODE4J;
  return Object.prototype.hasOwnProperty.call(table, barcode.barcodeType);
}

/** barcode4j `orientation` (degrees or up/left/down/right) as bwip-js `rotate`. */
function rotation(value: string | undefined): 'N' | 'L' | 'R' | 'I' {
  switch (value) {
    case '90':
    case 'left':
      return 'L';
    case '180':
    case 'down':
    case 'upsideDown':
      return 'I';
    case '270':
    case '-90':
    case 'right':
      return 'R';
    default:
      return 'N';
  }
}

/** Whether the human-readable text prints: barcode4j by default, barbecue with drawText. */
function showsText(barcode: BarcodeComponent): boolean {
  const { attributes } = barcode;
  if (barcode.library === 'barbecue') return attributes['drawText'] === 'true';
  return (attributes['textPosition'] ?? 'bottom') !== 'none';
}

/**
 * The barcode as an SVG data URL (drawn by bwip-js: bars and human-readable text as paths), or
 * undefined for a null or empty code (JasperReports prints nothing then). An unknown type or a
 * code the symbology cannot encode is a FillError naming the element.
 */
export function barcodeDataUrl(
  barcode: BarcodeComponent,
  code: unknown,
  where: Located,
): string | undefined {
  if (code === null || code === undefined || String(code) === '')
    return undefined;
  const table = barcode.library === 'barbecue' ? BARBECUE : BARCODE4J;
  const bcid = table[barcode.barcodeType];
  if (!bcid)
    throw new FillError(
      `Codice a barre ${barcode.library} ${barcode.barcodeType} non supportato`,
      where,
    );
  const twoDimensional = TWO_DIMENSIONAL.has(bcid);
  try {
    const svg = toSVG({
      bcid,
      text: String(code),
      ...(!twoDimensional && {
        includetext: showsText(barcode),
        // barcode4j's default bar height (15 mm) for 1D codes.
        height: 15,
      }),
      rotate: rotation(barcode.attributes['orientation']),
    });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  } catch (error) {
    throw new FillError(
      `Codice a barre ${barcode.barcodeType} non valido per "${String(code)}": ${
        error instanceof Error ? error.message : String(error)
      }`,
      where,
    );
  }
}
