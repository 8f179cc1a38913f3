import type { Box, ConditionalStyle, Paragraph, Pen, Style, StyleAttributes, TabStop } from '../model';
import {
  FILLS,
  H_IMAGE_ALIGNS,
  H_TEXT_ALIGNS,
  LINE_SPACINGS,
  LINE_STYLES,
  MODES,
  ROTATIONS,
  SCALE_IMAGES,
  TAB_STOP_ALIGNS,
  V_IMAGE_ALIGNS,
  V_TEXT_ALIGNS,
  enumField,
} from './jasper-enums';
import { definedOnly, definedOrNothing } from './defined-only';
import { expressionField } from './jasper-expression';
import type { JasperNode } from './jasper-node';

function pen(node: JasperNode | undefined): Pen | undefined {
  if (node === undefined) return undefined;
  return definedOrNothing<Pen>({
    lineWidth: node.number('lineWidth'),
    lineStyle: enumField(node, 'lineStyleValue', LINE_STYLES),
    lineColor: node.color('lineColor'),
  });
}

function box(node: JasperNode | undefined): Box | undefined {
  if (node === undefined) return undefined;
  return definedOrNothing<Box>({
    pen: pen(node.node('pen')),
    topPen: pen(node.node('topPen')),
    leftPen: pen(node.node('leftPen')),
    bottomPen: pen(node.node('bottomPen')),
    rightPen: pen(node.node('rightPen')),
    padding: node.number('padding'),
    topPadding: node.number('topPadding'),
    leftPadding: node.number('leftPadding'),
    bottomPadding: node.number('bottomPadding'),
    rightPadding: node.number('rightPadding'),
  });
}

function tabStops(node: JasperNode): TabStop[] | undefined {
  const stops = node.nodes('tabStops').map((stop) => ({
    position: stop.number('position') ?? 0,
    ...definedOnly({ alignment: enumField(stop, 'alignment', TAB_STOP_ALIGNS) }),
  }));
  return stops.length === 0 ? undefined : stops;
}

function paragraph(node: JasperNode | undefined): Paragraph | undefined {
  if (node === undefined) return undefined;
  return definedOrNothing<Paragraph>({
    lineSpacing: enumField(node, 'lineSpacing', LINE_SPACINGS),
    lineSpacingSize: node.number('lineSpacingSize'),
    firstLineIndent: node.number('firstLineIndent'),
    leftIndent: node.number('leftIndent'),
    rightIndent: node.number('rightIndent'),
    spacingBefore: node.number('spacingBefore'),
    spacingAfter: node.number('spacingAfter'),
    tabStopWidth: node.number('tabStopWidth'),
    tabStops: tabStops(node),
  });
}

/**
 * The visual attributes set on a style or on an element itself. JasperReports uses the
 * same field names in JRBaseStyle and in the element classes, so one reader serves both.
 */
export function styleAttributes(node: JasperNode): StyleAttributes {
  return (
    definedOrNothing<StyleAttributes>({
      mode: enumField(node, 'modeValue', MODES),
      forecolor: node.color('forecolor'),
      backcolor: node.color('backcolor'),
      pen: pen(node.node('linePen')),
      fill: enumField(node, 'fillValue', FILLS),
      radius: node.number('radius'),
      scaleImage: enumField(node, 'scaleImageValue', SCALE_IMAGES),
      hImageAlign: enumField(node, 'horizontalImageAlign', H_IMAGE_ALIGNS),
      vImageAlign: enumField(node, 'verticalImageAlign', V_IMAGE_ALIGNS),
      hTextAlign: enumField(node, 'horizontalTextAlign', H_TEXT_ALIGNS),
      vTextAlign: enumField(node, 'verticalTextAlign', V_TEXT_ALIGNS),
      rotation: enumField(node, 'rotationValue', ROTATIONS),
      markup: node.string('markup'),
      pattern: node.string('pattern'),
      blankWhenNull: node.boolean('isBlankWhenNull'),
      fontName: node.string('fontName'),
      fontSize: node.number('fontsize') ?? node.number('fontSize'),
      bold: node.boolean('isBold'),
      italic: node.boolean('isItalic'),
      underline: node.boolean('isUnderline'),
      strikeThrough: node.boolean('isStrikeThrough'),
      pdfFontName: node.string('pdfFontName'),
      pdfEncoding: node.string('pdfEncoding'),
      pdfEmbedded: node.boolean('isPdfEmbedded'),
      box: box(node.node('lineBox')),
      paragraph: paragraph(node.node('paragraph')),
    }) ?? {}
  );
}

/** The name of the style an element or style refers to (an embedded style or a name reference). */
export function parentStyleName(node: JasperNode): string | undefined {
  return node.node('parentStyle')?.string('name') ?? node.string('parentStyleNameReference');
}

function conditionalStyle(node: JasperNode): ConditionalStyle {
  const condition = expressionField(node, 'conditionExpression');
  if (condition === undefined) node.fail('stile condizionale senza condizione');
  return { source: { origin: node.simpleName }, condition, attributes: styleAttributes(node) };
}

/** A named report style (JRBaseStyle). */
export function reportStyle(node: JasperNode): Style {
  const name = node.string('name');
  if (name === undefined) node.fail('stile senza nome');
  return {
    source: { origin: node.simpleName },
    name,
    ...definedOnly({ parentStyle: parentStyleName(node) }),
    isDefault: node.boolean('isDefault') ?? false,
    attributes: styleAttributes(node),
    conditionalStyles: node.nodes('conditionalStyles').map(conditionalStyle),
  };
}
