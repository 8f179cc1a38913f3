import type {
  ElementBase,
  EvaluationTime,
  Hyperlink,
  PositionType,
  StretchType,
} from '../model';
import { compact, isEmpty } from './compact';
import { flagName, type Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import {
  readExpression,
  readProperties,
  readPropertyExpressions,
} from './read-expression';

const POSITION_TYPES = [
  'Float',
  'FixRelativeToTop',
  'FixRelativeToBottom',
] as const;
const STRETCH_TYPES = [
  'NoStretch',
  'RelativeToTallestObject',
  'RelativeToBandHeight',
  'ElementGroupHeight',
  'ElementGroupBottom',
  'ContainerHeight',
  'ContainerBottom',
] as const;
export const EVALUATION_TIMES = [
  'Now',
  'Report',
  'Page',
  'Column',
  'Group',
  'Band',
  'Auto',
  'Master',
] as const;
export const TEXT_ADJUSTS = ['CutText', 'StretchHeight', 'ScaleFont'] as const;

/**
 * Position, size, print conditions and properties of an element: from 6.x `<reportElement>`
 * or from the 7.x `<element>` itself. `ownStyle` is left empty for the caller to fill.
 */
export function readElementBase(
  cursor: NodeCursor,
  dialect: Dialect,
  source: NodeCursor,
): ElementBase {
  const base: ElementBase = {
    x: cursor.number('x') ?? 0,
    y: cursor.number('y') ?? 0,
    width: cursor.number('width') ?? 0,
    height: cursor.number('height') ?? 0,
    ownStyle: {},
    positionType:
      cursor.oneOf<PositionType>('positionType', POSITION_TYPES) ??
      'FixRelativeToTop',
    stretchType:
      cursor.oneOf<StretchType>('stretchType', STRETCH_TYPES) ?? 'NoStretch',
    printRepeatedValues:
      cursor.boolean(flagName(dialect, 'printRepeatedValues')) ?? true,
    removeLineWhenBlank:
      cursor.boolean(flagName(dialect, 'removeLineWhenBlank')) ?? false,
    printInFirstWholeBand:
      cursor.boolean(flagName(dialect, 'printInFirstWholeBand')) ?? false,
    printWhenDetailOverflows:
      cursor.boolean(flagName(dialect, 'printWhenDetailOverflows')) ?? false,
    properties: readProperties(cursor),
    propertyExpressions: readPropertyExpressions(cursor),
    source: source.source(),
  };
  return Object.assign(
    base,
    compact({
      key: cursor.string('key'),
      uuid: cursor.string('uuid'),
      style: cursor.string('style'),
      printWhenGroupChanges: cursor.string('printWhenGroupChanges'),
      printWhenExpression: readExpression(cursor, 'printWhenExpression'),
    }),
  );
}

export function readEvaluation(cursor: NodeCursor): {
  evaluationTime: EvaluationTime;
  evaluationGroup?: string;
} {
  const evaluationTime =
    cursor.oneOf<EvaluationTime>('evaluationTime', EVALUATION_TIMES) ?? 'Now';
  const evaluationGroup = cursor.string('evaluationGroup');
  if (evaluationTime === 'Group' && !evaluationGroup) {
    cursor.fail(
      `evaluationTime="Group" senza evaluationGroup in <${cursor.label}>`,
    );
  }
  return evaluationGroup
    ? { evaluationTime, evaluationGroup }
    : { evaluationTime };
}

/** Hyperlink attributes (6.x `hyperlinkType`, 7.x `linkType`) and anchor/bookmark expressions. */
export function readHyperlink(
  cursor: NodeCursor,
  dialect: Dialect,
): Hyperlink | undefined {
  const legacy = dialect === 'jrxml6';
  const hyperlink = compact<Hyperlink>({
    hyperlinkType: cursor.string(legacy ? 'hyperlinkType' : 'linkType'),
    hyperlinkTarget: cursor.string(legacy ? 'hyperlinkTarget' : 'linkTarget'),
    bookmarkLevel: cursor.number('bookmarkLevel'),
    referenceExpression: readExpression(cursor, 'hyperlinkReferenceExpression'),
    anchorExpression: readExpression(cursor, 'hyperlinkAnchorExpression'),
    pageExpression: readExpression(cursor, 'hyperlinkPageExpression'),
    tooltipExpression: readExpression(cursor, 'hyperlinkTooltipExpression'),
    anchorNameExpression: readExpression(cursor, 'anchorNameExpression'),
    bookmarkLevelExpression: readExpression(cursor, 'bookmarkLevelExpression'),
  });
  return isEmpty(hyperlink) ? undefined : hyperlink;
}
