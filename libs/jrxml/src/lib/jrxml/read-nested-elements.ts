import type { BreakElement, ElementBase, SubreportElement } from '../model';
import { compact } from './compact';
import { flagName, type Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import { readExpression } from './read-expression';
import { readPassedParameters, readReturnValues } from './read-dataset-run';

/** `<break>`: the same in both formats. */
export function readBreak(cursor: NodeCursor, base: ElementBase): BreakElement {
  return {
    ...base,
    kind: 'break',
    breakType: cursor.oneOf('type', ['Page', 'Column'] as const) ?? 'Page',
  };
}

/** A subreport; 6.x names its expression `<subreportExpression>`, 7.x `<expression>`. */
export function readSubreport(
  cursor: NodeCursor,
  base: ElementBase,
  dialect: Dialect,
): SubreportElement {
  return compact({
    ...base,
    kind: 'subreport' as const,
    expression: readExpression(
      cursor,
      dialect === 'jrxml6' ? 'subreportExpression' : 'expression',
    ),
    parametersMapExpression: readExpression(cursor, 'parametersMapExpression'),
    parameters: readPassedParameters(cursor, dialect, 'subreportParameter'),
    connectionExpression: readExpression(cursor, 'connectionExpression'),
    dataSourceExpression: readExpression(cursor, 'dataSourceExpression'),
    returnValues: readReturnValues(cursor),
    usingCache: cursor.boolean(flagName(dialect, 'usingCache')),
    runToBottom: cursor.boolean('runToBottom'),
    overflowType: cursor.oneOf('overflowType', [
      'Stretch',
      'NoStretch',
    ] as const),
  });
}
