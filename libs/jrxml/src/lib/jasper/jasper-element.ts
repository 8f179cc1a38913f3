import type {
  BandChild,
  ElementBase,
  Hyperlink,
  ReportElement,
  ReturnValue,
  SubreportParameter,
} from '../model';
import {
  BORDER_SPLIT_TYPES,
  BREAK_TYPES,
  CALCULATIONS,
  EVALUATION_TIMES,
  LINE_DIRECTIONS,
  ON_ERROR_TYPES,
  OVERFLOW_TYPES,
  POSITION_TYPES,
  STRETCH_TYPES,
  TEXT_ADJUSTS,
  enumField,
} from './jasper-enums';
import { expressionField, propertiesField, propertyExpressionsField } from './jasper-expression';
import { definedOnly, definedOrNothing } from './defined-only';
import type { JasperNode } from './jasper-node';
import { parentStyleName, styleAttributes } from './jasper-style';

/** Containers being mapped, so a hostile stream whose frame contains itself is refused, not looped. */
export type ContainerPath = ReadonlySet<object>;

/** The children of a band, frame or element group (JRBaseElementGroup `children`). */
export function bandChildren(container: JasperNode, path: ContainerPath = new Set()): BandChild[] {
  if (path.has(container.object)) container.fail('struttura di elementi ciclica');
  const inner = new Set(path).add(container.object);
  return container.nodes('children').map((child) => bandChild(child, inner));
}

function bandChild(node: JasperNode, path: ContainerPath): BandChild {
  if (node.simpleName === 'JRBaseElementGroup') {
    return { kind: 'elementGroup', source: { origin: node.simpleName }, children: bandChildren(node, path) };
  }
  return reportElement(node, path);
}

function reportElement(node: JasperNode, path: ContainerPath): ReportElement {
  const base = elementBase(node);
  switch (node.simpleName) {
    case 'JRBaseStaticText':
      return { ...base, kind: 'staticText', text: node.string('text') ?? '' };
    case 'JRBaseTextField':
      return {
        ...base,
        kind: 'textField',
        ...definedOnly({
          expression: expressionField(node, 'expression'),
          patternExpression: expressionField(node, 'patternExpression'),
          evaluationGroup: groupName(node, 'evaluationGroup'),
          hyperlink: hyperlink(node),
        }),
        textAdjust: textAdjust(node),
        evaluationTime: enumField(node, 'evaluationTimeValue', EVALUATION_TIMES) ?? 'Now',
      };
    case 'JRBaseLine':
      return { ...base, kind: 'line', direction: enumField(node, 'directionValue', LINE_DIRECTIONS) ?? 'TopDown' };
    case 'JRBaseRectangle':
      return { ...base, kind: 'rectangle' };
    case 'JRBaseEllipse':
      return { ...base, kind: 'ellipse' };
    case 'JRBaseImage':
      return {
        ...base,
        kind: 'image',
        ...definedOnly({
          expression: expressionField(node, 'expression'),
          usingCache: node.boolean('isUsingCache'),
          evaluationGroup: groupName(node, 'evaluationGroup'),
          hyperlink: hyperlink(node),
        }),
        lazy: node.boolean('isLazy') ?? false,
        onErrorType: enumField(node, 'onErrorTypeValue', ON_ERROR_TYPES) ?? 'Error',
        evaluationTime: enumField(node, 'evaluationTimeValue', EVALUATION_TIMES) ?? 'Now',
      };
    case 'JRBaseFrame':
      return {
        ...base,
        kind: 'frame',
        ...definedOnly({ borderSplitType: enumField(node, 'borderSplitType', BORDER_SPLIT_TYPES) }),
        children: bandChildren(node, path),
      };
    case 'JRBaseBreak':
      return { ...base, kind: 'break', breakType: enumField(node, 'typeValue', BREAK_TYPES) ?? 'Page' };
    case 'JRBaseSubreport':
      return {
        ...base,
        kind: 'subreport',
        ...definedOnly({
          expression: expressionField(node, 'expression'),
          parametersMapExpression: expressionField(node, 'parametersMapExpression'),
          connectionExpression: expressionField(node, 'connectionExpression'),
          dataSourceExpression: expressionField(node, 'dataSourceExpression'),
          usingCache: node.boolean('isUsingCache'),
          runToBottom: node.boolean('runToBottom'),
          overflowType: enumField(node, 'overflowType', OVERFLOW_TYPES),
        }),
        parameters: node.nodes('parameters').map(subreportParameter),
        returnValues: node.nodes('returnValues').map(returnValue),
      };
    default:
      return node.fail(
        `elemento non supportato nei file .jasper (x=${base.x}, y=${base.y}, ${base.width}x${base.height})`,
      );
  }
}

function elementBase(node: JasperNode): ElementBase {
  return {
    source: { origin: node.simpleName },
    ...definedOnly({
      key: node.string('key'),
      uuid: node.uuid('uuid'),
      style: parentStyleName(node),
      printWhenGroupChanges: groupName(node, 'printWhenGroupChanges'),
      printWhenExpression: expressionField(node, 'printWhenExpression'),
    }),
    x: node.number('x') ?? 0,
    y: node.number('y') ?? 0,
    width: node.number('width') ?? 0,
    height: node.number('height') ?? 0,
    ownStyle: styleAttributes(node),
    positionType: enumField(node, 'positionTypeValue', POSITION_TYPES) ?? 'FixRelativeToTop',
    stretchType: enumField(node, 'stretchTypeValue', STRETCH_TYPES) ?? 'NoStretch',
    printRepeatedValues: node.boolean('isPrintRepeatedValues') ?? true,
    removeLineWhenBlank: node.boolean('isRemoveLineWhenBlank') ?? false,
    printInFirstWholeBand: node.boolean('isPrintInFirstWholeBand') ?? false,
    printWhenDetailOverflows: node.boolean('isPrintWhenDetailOverflows') ?? false,
    properties: propertiesField(node, 'propertiesMap'),
    propertyExpressions: propertyExpressionsField(node, 'propertyExpressions'),
  };
}

/** JasperReports 6.0 stores `isStretchWithOverflow`; later versions a `textAdjust` enum. */
function textAdjust(node: JasperNode): (typeof TEXT_ADJUSTS)[number] {
  const adjust = enumField(node, 'textAdjust', TEXT_ADJUSTS);
  if (adjust !== undefined) return adjust;
  return node.boolean('isStretchWithOverflow') ? 'StretchHeight' : 'CutText';
}

/** A field that refers to a JRBaseGroup, as the group's name. */
export function groupName(node: JasperNode, field: string): string | undefined {
  return node.node(field)?.string('name');
}

function hyperlink(node: JasperNode): Hyperlink | undefined {
  const bookmarkLevel = node.number('bookmarkLevel');
  return definedOrNothing<Hyperlink>({
    hyperlinkType: node.string('linkType'),
    hyperlinkTarget: node.string('linkTarget'),
    referenceExpression: expressionField(node, 'hyperlinkReferenceExpression'),
    anchorExpression: expressionField(node, 'hyperlinkAnchorExpression'),
    pageExpression: expressionField(node, 'hyperlinkPageExpression'),
    tooltipExpression: expressionField(node, 'hyperlinkTooltipExpression'),
    anchorNameExpression: expressionField(node, 'anchorNameExpression'),
    bookmarkLevel: bookmarkLevel === 0 ? undefined : bookmarkLevel,
  });
}

function subreportParameter(node: JasperNode): SubreportParameter {
  return { name: node.string('name') ?? '', ...definedOnly({ expression: expressionField(node, 'expression') }) };
}

function returnValue(node: JasperNode): ReturnValue {
  return {
    fromVariable: node.string('subreportVariable') ?? node.string('fromVariable') ?? '',
    toVariable: node.string('toVariable') ?? '',
    calculation: enumField(node, 'calculationValue', CALCULATIONS) ?? enumField(node, 'calculation', CALCULATIONS) ?? 'Nothing',
    ...definedOnly({ incrementerFactoryClass: node.string('incrementerFactoryClassName') }),
  };
}
