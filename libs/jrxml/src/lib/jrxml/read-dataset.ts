import type {
  Calculation,
  Dataset,
  Field,
  FooterPosition,
  Group,
  IncrementType,
  Parameter,
  Query,
  ResetType,
  SortField,
  Variable,
} from '../model';
import { compact } from './compact';
import { flagName } from './dialect';
import type { NodeCursor } from './node-cursor';
import { readMultiBandSection, type SectionReader } from './read-band';
import { CALCULATIONS } from './read-dataset-run';
import {
  readExpression,
  readProperties,
  readPropertyExpressions,
} from './read-expression';

const RESET_TYPES = [
  'None',
  'Report',
  'Page',
  'Column',
  'Group',
  'Master',
] as const;
const FOOTER_POSITIONS = [
  'Normal',
  'StackAtBottom',
  'ForceAtBottom',
  'CollateAtBottom',
] as const;
const DEFAULT_CLASS = 'java.lang.String';

/**
 * Fills a dataset from the tags it shares with the report root (`<subDataset>` in 6.x,
 * `<dataset>` in 7.x): parameters, query, fields, sort fields, variables, filter and groups.
 */
export function readDatasetContent(
  cursor: NodeCursor,
  reader: SectionReader,
  withBands: boolean,
): Omit<Dataset, 'name'> {
  const legacy = reader.dialect === 'jrxml6';
  const queryCursor = cursor.child(legacy ? 'queryString' : 'query');
  return compact({
    scriptletClass: cursor.string('scriptletClass'),
    resourceBundle: cursor.string('resourceBundle'),
    whenResourceMissingType: cursor.oneOf('whenResourceMissingType', [
      'Null',
      'Empty',
      'Key',
      'Error',
    ] as const),
    properties: [],
    parameters: cursor
      .children('parameter')
      .map((child) => readParameter(child, reader)),
    query: queryCursor ? readQuery(queryCursor) : undefined,
    fields: cursor.children('field').map((child) => readField(child, reader)),
    sortFields: cursor.children('sortField').map(readSortField),
    variables: cursor
      .children('variable')
      .map((child) => readVariable(child, reader)),
    filterExpression: readExpression(cursor, 'filterExpression'),
    groups: cursor
      .children('group')
      .map((child) => readGroup(child, reader, withBands)),
  });
}

/** A sub-dataset (`<subDataset>` / `<dataset>`), used by tables and dataset runs. */
export function readSubDataset(
  cursor: NodeCursor,
  reader: SectionReader,
): Dataset {
  const dataset: Dataset = {
    name: cursor.requiredString('name'),
    ...readDatasetContent(cursor, reader, false),
    properties: readProperties(cursor),
    source: cursor.source(),
  };
  const uuid = cursor.string('uuid');
  if (uuid) dataset.uuid = uuid;
  cursor.finish();
  return dataset;
}

function description(
  cursor: NodeCursor,
  reader: SectionReader,
  legacyTag: string,
): string | undefined {
  const child = cursor.child(
    reader.dialect === 'jrxml6' ? legacyTag : 'description',
  );
  if (!child) return undefined;
  child.finish();
  return child.text().trim();
}

function readParameter(cursor: NodeCursor, reader: SectionReader): Parameter {
  cursor.oneOf('evaluationTime', ['Early'] as const);
  const parameter = compact<Parameter>({
    name: cursor.requiredString('name'),
    valueClass: cursor.string('class') ?? DEFAULT_CLASS,
    nestedType: cursor.string('nestedType'),
    forPrompting:
      cursor.boolean(flagName(reader.dialect, 'forPrompting')) ?? true,
    systemDefined: false,
    description: description(cursor, reader, 'parameterDescription'),
    defaultValueExpression: readExpression(cursor, 'defaultValueExpression'),
    properties: readProperties(cursor),
    source: cursor.source(),
  });
  cursor.finish();
  return parameter;
}

function readQuery(cursor: NodeCursor): Query | undefined {
  const query = {
    language: cursor.string('language') ?? 'sql',
    text: cursor.text().trim(),
  };
  cursor.finish();
  return query.text === '' ? undefined : query;
}

function readField(cursor: NodeCursor, reader: SectionReader): Field {
  const propertyExpressions = readPropertyExpressions(cursor);
  const field = compact<Field>({
    name: cursor.requiredString('name'),
    valueClass: cursor.string('class') ?? DEFAULT_CLASS,
    description: description(cursor, reader, 'fieldDescription'),
    properties: readProperties(cursor),
    propertyExpressions:
      propertyExpressions.length > 0 ? propertyExpressions : undefined,
    source: cursor.source(),
  });
  cursor.finish();
  return field;
}

function readSortField(cursor: NodeCursor): SortField {
  const sortField: SortField = {
    name: cursor.requiredString('name'),
    order:
      cursor.oneOf('order', ['Ascending', 'Descending'] as const) ??
      'Ascending',
    type: cursor.oneOf('type', ['Field', 'Variable'] as const) ?? 'Field',
  };
  cursor.finish();
  return sortField;
}

function readVariable(cursor: NodeCursor, reader: SectionReader): Variable {
  const legacy = reader.dialect === 'jrxml6';
  const resetType =
    cursor.oneOf<ResetType>('resetType', RESET_TYPES) ?? 'Report';
  const incrementType =
    cursor.oneOf<IncrementType>('incrementType', RESET_TYPES) ?? 'None';
  description(cursor, reader, 'variableDescription');
  const variable = compact<Variable>({
    name: cursor.requiredString('name'),
    valueClass: cursor.string('class') ?? DEFAULT_CLASS,
    calculation:
      cursor.oneOf<Calculation>('calculation', CALCULATIONS) ?? 'Nothing',
    resetType,
    resetGroup:
      resetType === 'Group'
        ? cursor.requiredString('resetGroup')
        : cursor.string('resetGroup'),
    incrementType,
    incrementGroup:
      incrementType === 'Group'
        ? cursor.requiredString('incrementGroup')
        : cursor.string('incrementGroup'),
    incrementerFactoryClass: cursor.string('incrementerFactoryClass'),
    systemDefined: false,
    expression: readExpression(
      cursor,
      legacy ? 'variableExpression' : 'expression',
    ),
    initialValueExpression: readExpression(cursor, 'initialValueExpression'),
    source: cursor.source(),
  });
  cursor.finish();
  return variable;
}

function readGroup(
  cursor: NodeCursor,
  reader: SectionReader,
  withBands: boolean,
): Group {
  const flag = (name: string) =>
    cursor.boolean(flagName(reader.dialect, name)) ?? false;
  const group = compact<Group>({
    name: cursor.requiredString('name'),
    expression: readExpression(
      cursor,
      reader.dialect === 'jrxml6' ? 'groupExpression' : 'expression',
    ),
    startNewColumn: flag('startNewColumn'),
    startNewPage: flag('startNewPage'),
    resetPageNumber: flag('resetPageNumber'),
    reprintHeaderOnEachPage: flag('reprintHeaderOnEachPage'),
    reprintHeaderOnEachColumn: flag('reprintHeaderOnEachColumn'),
    minHeightToStartNewPage: cursor.number('minHeightToStartNewPage') ?? 0,
    minDetailsToStartFromTop: cursor.number('minDetailsToStartFromTop') ?? 0,
    footerPosition:
      cursor.oneOf<FooterPosition>('footerPosition', FOOTER_POSITIONS) ??
      'Normal',
    keepTogether: cursor.boolean('keepTogether') ?? false,
    preventOrphanFooter: cursor.boolean('preventOrphanFooter') ?? false,
    headers: withBands
      ? readMultiBandSection(cursor.child('groupHeader'), reader)
      : [],
    footers: withBands
      ? readMultiBandSection(cursor.child('groupFooter'), reader)
      : [],
    source: cursor.source(),
  });
  cursor.finish();
  return group;
}
