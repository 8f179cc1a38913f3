import type { ExpressionContext, JavaValue } from '../expressions';
import type { Located, ReportDesign, SubreportElement } from '../model';

/** A subreport element or a component's dataset run: where the records come from. */
export type DataSourceOwner = Located &
  Pick<SubreportElement, 'dataSourceExpression' | 'connectionExpression'>;
import { FillError } from './fill-error';
import { jsonRecords } from './json-path';
import { jsonQueryRecords } from './json-query';

export interface SubreportDataEnvironment {
  evaluate(text: string, context: ExpressionContext): JavaValue;
  context: ExpressionContext;
  /** The master's current data record as given (JSON node for subDataSource). */
  currentRecord: unknown;
  /** The JSON document json queries read (FillOptions.jsonData). */
  jsonData?: unknown;
  /** FillOptions.subreportRecords. */
  subreportRecords?(
    name: string,
    parameters: Record<string, JavaValue>,
  ): readonly unknown[] | undefined;
}

const EMPTY =
  /^new\s+(?:net\.sf\.jasperreports\.engine\.)?JREmptyDataSource\s*\(\s*(.*?)\s*\)$/s;
const SUB_DATA_SOURCE =
  /^\(\s*\(\s*(?:net\.sf\.jasperreports\.engine\.data\.)?Json(?:QL)?DataSource\s*\)\s*\$P\{REPORT_DATA_SOURCE\}\s*\)\s*\.subDataSource\s*\(\s*(.*?)\s*\)$/s;
const BEANS =
  /^new\s+(?:net\.sf\.jasperreports\.engine\.data\.)?JR(?:Bean|Map)CollectionDataSource\s*\(\s*(.+?)\s*\)$/s;

/**
 * The records of a subreport: from its data source expression (JREmptyDataSource(n),
 * JsonDataSource.subDataSource("path") on the master's current record, JRBean/MapCollection
 * DataSource(collection), or any expression giving a list), else from
 * `options.subreportRecords`, else from its json query on `options.jsonData`. A connection
 * (SQL) without `subreportRecords` is refused.
 */
export function subreportRecords(
  element: DataSourceOwner,
  design: ReportDesign,
  name: string,
  parameters: Record<string, JavaValue>,
  env: SubreportDataEnvironment,
): readonly unknown[] {
  const source = element.dataSourceExpression?.text.trim();
  if (source) return fromExpression(source, element, env);
  const given = env.subreportRecords?.(name, parameters);
  if (given) return given;
  if (element.connectionExpression)
    throw new FillError(
      `Sottoreport ${name}: la connessione a un database (connectionExpression) non è supportata; ` +
        'fornire i record con subreportRecords o una dataSourceExpression',
      element,
    );
  const query = design.mainDataset.query;
  if (
    query &&
    /^json(ql)?$/i.test(query.language) &&
    env.jsonData !== undefined
  )
    return jsonQueryRecords(env.jsonData, query.text, (parameter) =>
      Object.prototype.hasOwnProperty.call(parameters, parameter)
        ? parameters[parameter]
        : undefined,
    );
  return [];
}

function fromExpression(
  source: string,
  element: DataSourceOwner,
  env: SubreportDataEnvironment,
): readonly unknown[] {
  const empty = EMPTY.exec(source);
  if (empty) {
    const count = empty[1] ? env.evaluate(empty[1], env.context) : 1n;
    return Array.from({ length: Number(count) }, () => ({}));
  }
  const sub = SUB_DATA_SOURCE.exec(source);
  if (sub) {
    const path = sub[1] ? env.evaluate(sub[1], env.context) : '';
    return jsonRecords(env.currentRecord, typeof path === 'string' ? path : '');
  }
  const beans = BEANS.exec(source);
  const value = env.evaluate(beans ? beans[1] : source, env.context);
  if (Array.isArray(value)) return value;
  if (value instanceof Set) return [...value];
  if (value === null) return [];
  throw new FillError(
    `dataSourceExpression non supportata nella stampa: ${source}`,
    element,
  );
}
