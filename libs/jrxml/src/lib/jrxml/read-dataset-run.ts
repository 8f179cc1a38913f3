import type {
  Calculation,
  DatasetRun,
  ReturnValue,
  SubreportParameter,
} from '../model';
import { compact } from './compact';
import type { Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import { readExpression, readProperties } from './read-expression';

export const CALCULATIONS = [
  'Nothing',
  'Count',
  'DistinctCount',
  'Sum',
  'Average',
  'Lowest',
  'Highest',
  'StandardDeviation',
  'Variance',
  'System',
  'First',
] as const;

/**
 * Parameters passed to a subreport or dataset run: 6.x `<subreportParameter>` /
 * `<datasetParameter>` with their own expression tag, 7.x `<parameter><expression/>`.
 */
export function readPassedParameters(
  cursor: NodeCursor,
  dialect: Dialect,
  legacyTag: 'subreportParameter' | 'datasetParameter',
): SubreportParameter[] {
  const tag = dialect === 'jrxml6' ? legacyTag : 'parameter';
  const expressionTag =
    dialect === 'jrxml6' ? `${legacyTag}Expression` : 'expression';
  return cursor.children(tag).map((child) => {
    const parameter = compact<SubreportParameter>({
      name: child.requiredString('name'),
      expression: readExpression(child, expressionTag),
    });
    child.finish();
    return parameter;
  });
}

/** `<returnValue>`: `subreportVariable` (subreports) or `fromVariable` (dataset runs). */
export function readReturnValues(cursor: NodeCursor): ReturnValue[] {
  return cursor.children('returnValue').map((child: NodeCursor) => {
    const fromVariable =
      child.string('subreportVariable') ?? child.string('fromVariable');
    if (!fromVariable)
      child.fail(
        'attributo obbligatorio subreportVariable mancante in <returnValue>',
      );
    const value = compact<ReturnValue>({
      fromVariable,
      toVariable: child.requiredString('toVariable'),
      calculation:
        child.oneOf<Calculation>('calculation', CALCULATIONS) ?? 'Nothing',
      incrementerFactoryClass: child.string('incrementerFactoryClass'),
    });
    child.finish();
    return value;
  });
}

export function readDatasetRun(
  cursor: NodeCursor,
  dialect: Dialect,
): DatasetRun {
  cursor.ignore('uuid');
  readProperties(cursor); // Studio hints only
  const run = compact<DatasetRun>({
    subDataset: cursor.requiredString('subDataset'),
    parametersMapExpression: readExpression(cursor, 'parametersMapExpression'),
    parameters: readPassedParameters(cursor, dialect, 'datasetParameter'),
    connectionExpression: readExpression(cursor, 'connectionExpression'),
    dataSourceExpression: readExpression(cursor, 'dataSourceExpression'),
    returnValues: readReturnValues(cursor),
    source: cursor.source(),
  });
  cursor.finish();
  return run;
}
