import type {
  Box,
  HorizontalTextAlign,
  LineSpacing,
  Paragraph,
  Pen,
  StyleAttributes,
  TabStop,
} from '../model';
import { compact, isEmpty } from './compact';
import { flagName, type Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';

const LINE_STYLES = ['Solid', 'Dashed', 'Dotted', 'Double'] as const;
const MODES = ['Opaque', 'Transparent'] as const;
const H_TEXT_ALIGN = ['Left', 'Center', 'Right', 'Justified'] as const;
const V_TEXT_ALIGN = ['Top', 'Middle', 'Bottom', 'Justified'] as const;
const H_IMAGE_ALIGN = ['Left', 'Center', 'Right'] as const;
const V_IMAGE_ALIGN = ['Top', 'Middle', 'Bottom'] as const;
export const SCALE_IMAGE = [
  'Clip',
  'FillFrame',
  'RetainShape',
  'RealHeight',
  'RealSize',
] as const;
export const ROTATIONS = ['None', 'Left', 'Right', 'UpsideDown'] as const;
const LINE_SPACINGS = [
  'Single',
  '1_1_2',
  'Double',
  'AtLeast',
  'Fixed',
  'Proportional',
] as const;
const MARKUPS = ['none', 'styled', 'html', 'rtf'] as const;
const SIDES = ['top', 'left', 'bottom', 'right'] as const;

export function readPen(cursor: NodeCursor): Pen {
  const pen = compact<Pen>({
    lineWidth: cursor.number('lineWidth'),
    lineStyle: cursor.oneOf('lineStyle', LINE_STYLES),
    lineColor: cursor.string('lineColor'),
  });
  cursor.finish();
  return pen;
}

function readOptionalPen(parent: NodeCursor, tag: string): Pen | undefined {
  const cursor = parent.child(tag);
  return cursor ? readPen(cursor) : undefined;
}

/** `<box>`: padding attributes and pen / side pen children. */
export function readBox(cursor: NodeCursor): Box {
  const box: Box = compact({
    padding: cursor.number('padding'),
    pen: readOptionalPen(cursor, 'pen'),
  });
  for (const side of SIDES) {
    const padding = cursor.number(`${side}Padding`);
    const pen = readOptionalPen(cursor, `${side}Pen`);
    if (padding !== undefined) box[`${side}Padding`] = padding;
    if (pen !== undefined) box[`${side}Pen`] = pen;
  }
  // Jaspersoft Studio 7 writes the owning element's style on the box; it adds nothing.
  cursor.ignore('style');
  cursor.finish();
  return box;
}

export function readParagraph(cursor: NodeCursor): Paragraph {
  const tabStops: TabStop[] = cursor.children('tabStop').map((tab) => {
    const stop = compact<TabStop>({
      position: tab.number('position') ?? 0,
      alignment: tab.oneOf('alignment', ['Left', 'Center', 'Right'] as const),
    });
    tab.finish();
    return stop;
  });
  const paragraph = compact<Paragraph>({
    lineSpacing: cursor.oneOf('lineSpacing', LINE_SPACINGS),
    lineSpacingSize: cursor.number('lineSpacingSize'),
    firstLineIndent: cursor.number('firstLineIndent'),
    leftIndent: cursor.number('leftIndent'),
    rightIndent: cursor.number('rightIndent'),
    spacingBefore: cursor.number('spacingBefore'),
    spacingAfter: cursor.number('spacingAfter'),
    tabStopWidth: cursor.number('tabStopWidth'),
    tabStops: tabStops.length > 0 ? tabStops : undefined,
  });
  cursor.finish();
  return paragraph;
}

/** Font attributes as 6.x `<font>` (size) or flat on a 6.x/7.x style or 7.x element (fontSize). */
function readFont(
  cursor: NodeCursor,
  dialect: Dialect,
  sizeAttribute: string,
): StyleAttributes {
  return compact<StyleAttributes>({
    fontName: cursor.string('fontName'),
    fontSize: cursor.number(sizeAttribute),
    bold: cursor.boolean(flagName(dialect, 'bold')),
    italic: cursor.boolean(flagName(dialect, 'italic')),
    underline: cursor.boolean(flagName(dialect, 'underline')),
    strikeThrough: cursor.boolean(flagName(dialect, 'strikeThrough')),
    pdfFontName: cursor.string('pdfFontName'),
    pdfEncoding: cursor.string('pdfEncoding'),
    pdfEmbedded: cursor.boolean(flagName(dialect, 'pdfEmbedded')),
  });
}

function withParagraph(
  attributes: StyleAttributes,
  parent: NodeCursor,
  lineSpacing?: LineSpacing,
): void {
  const cursor = parent.child('paragraph');
  const paragraph: Paragraph = cursor ? readParagraph(cursor) : {};
  if (lineSpacing !== undefined && paragraph.lineSpacing === undefined)
    paragraph.lineSpacing = lineSpacing;
  if (!isEmpty(paragraph)) attributes.paragraph = paragraph;
}

/**
 * Attributes written flat on one tag: a `<style>` (both formats), a 7.x `<element>` or a 7.x
 * `<conditionalStyle>`. Also takes the `<pen>`, `<box>` and `<paragraph>` children.
 */
export function readFlatStyleAttributes(
  cursor: NodeCursor,
  dialect: Dialect,
): StyleAttributes {
  const attributes = compact<StyleAttributes>({
    mode: cursor.oneOf('mode', MODES),
    forecolor: cursor.string('forecolor'),
    backcolor: cursor.string('backcolor'),
    fill: cursor.oneOf('fill', ['Solid'] as const),
    radius: cursor.number('radius'),
    scaleImage: cursor.oneOf('scaleImage', SCALE_IMAGE),
    hTextAlign: cursor.oneOf('hTextAlign', H_TEXT_ALIGN),
    vTextAlign: cursor.oneOf('vTextAlign', V_TEXT_ALIGN),
    hImageAlign: cursor.oneOf('hImageAlign', H_IMAGE_ALIGN),
    vImageAlign: cursor.oneOf('vImageAlign', V_IMAGE_ALIGN),
    rotation: cursor.oneOf('rotation', ROTATIONS),
    markup: cursor.oneOf('markup', MARKUPS),
    pattern: cursor.string('pattern'),
    blankWhenNull: cursor.boolean(flagName(dialect, 'blankWhenNull')),
    ...readFont(cursor, dialect, 'fontSize'),
  });
  if (dialect === 'jrxml6') readLegacyStyleAttributes(cursor, attributes);
  const pen = readOptionalPen(cursor, 'pen');
  if (pen) attributes.pen = pen;
  const box = cursor.child('box');
  if (box) attributes.box = readBox(box);
  withParagraph(
    attributes,
    cursor,
    dialect === 'jrxml6'
      ? cursor.oneOf('lineSpacing', LINE_SPACINGS)
      : undefined,
  );
  return attributes;
}

/** 6.x style attributes that later versions renamed: hAlign/vAlign and isStyledText. */
function readLegacyStyleAttributes(
  cursor: NodeCursor,
  attributes: StyleAttributes,
): void {
  const hAlign = cursor.oneOf('hAlign', H_TEXT_ALIGN);
  if (hAlign && !attributes.hTextAlign) attributes.hTextAlign = hAlign;
  if (hAlign && hAlign !== 'Justified' && !attributes.hImageAlign)
    attributes.hImageAlign = hAlign;
  const vAlign = cursor.oneOf('vAlign', V_TEXT_ALIGN);
  if (vAlign && !attributes.vTextAlign) attributes.vTextAlign = vAlign;
  if (vAlign && vAlign !== 'Justified' && !attributes.vImageAlign)
    attributes.vImageAlign = vAlign;
  if (cursor.boolean('isStyledText') && !attributes.markup)
    attributes.markup = 'styled';
}

/** 6.x `<textElement>` with its `<font>` and `<paragraph>` children. */
export function readTextElement(cursor: NodeCursor): StyleAttributes {
  const attributes = compact<StyleAttributes>({
    hTextAlign: cursor.oneOf<HorizontalTextAlign>(
      'textAlignment',
      H_TEXT_ALIGN,
    ),
    vTextAlign: cursor.oneOf('verticalAlignment', V_TEXT_ALIGN),
    rotation: cursor.oneOf('rotation', ROTATIONS),
    markup: cursor.oneOf('markup', MARKUPS),
  });
  if (cursor.boolean('isStyledText') && !attributes.markup)
    attributes.markup = 'styled';
  const font = cursor.child('font');
  if (font) {
    Object.assign(attributes, readFont(font, 'jrxml6', 'size'));
    font.finish();
  }
  withParagraph(attributes, cursor, cursor.oneOf('lineSpacing', LINE_SPACINGS));
  cursor.finish();
  return attributes;
}
