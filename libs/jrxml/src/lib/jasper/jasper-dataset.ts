import type { Band, Dataset, Field, Group, Parameter, SortField, Variable } from '../model';
import { definedOnly } from './defined-only';
import {
  CALCULATIONS,
  FOOTER_POSITIONS,
  RESET_TYPES,
  SORT_FIELD_TYPES,
  SORT_ORDERS,
  WHEN_RESOURCE_MISSING_TYPES,
  enumField,
} from './jasper-enums';
import { expressionField, propertiesField, queryField } from './jasper-expression';
import { groupName } from './jasper-element';
import type { JasperNode } from './jasper-node';

/** Maps a JRBaseBand of the named section; passed in so groups can build their header and footer bands. */
export type BandMapper = (band: JasperNode, section: string) => Band;

function requiredName(node: JasperNode): string {
  const name = node.string('name');
  if (name === undefined) node.fail('nome mancante');
  return name;
}

function parameter(node: JasperNode): Parameter {
  return {
    source: { origin: node.simpleName },
    name: requiredName(node),
    valueClass: node.string('valueClassName') ?? 'java.lang.String',
    ...definedOnly({
      nestedType: node.string('nestedTypeName'),
      description: node.string('description'),
      defaultValueExpression: expressionField(node, 'defaultValueExpression'),
    }),
    forPrompting: node.boolean('isForPrompting') ?? true,
    systemDefined: node.boolean('isSystemDefined') ?? false,
    properties: propertiesField(node, 'propertiesMap'),
  };
}

function field(node: JasperNode): Field {
  return {
    source: { origin: node.simpleName },
    name: requiredName(node),
    valueClass: node.string('valueClassName') ?? 'java.lang.String',
    ...definedOnly({ description: node.string('description') }),
    properties: propertiesField(node, 'propertiesMap'),
  };
}

function variable(node: JasperNode): Variable {
  return {
    source: { origin: node.simpleName },
    name: requiredName(node),
    valueClass: node.string('valueClassName') ?? 'java.lang.String',
    calculation: enumField(node, 'calculationValue', CALCULATIONS) ?? 'Nothing',
    resetType: enumField(node, 'resetTypeValue', RESET_TYPES) ?? 'Report',
    incrementType: enumField(node, 'incrementTypeValue', RESET_TYPES) ?? 'None',
    ...definedOnly({
      resetGroup: groupName(node, 'resetGroup'),
      incrementGroup: groupName(node, 'incrementGroup'),
      incrementerFactoryClass: node.string('incrementerFactoryClassName'),
      expression: expressionField(node, 'expression'),
      initialValueExpression: expressionField(node, 'initialValueExpression'),
    }),
    systemDefined: node.boolean('isSystemDefined') ?? false,
  };
}

function sortField(node: JasperNode): SortField {
  return {
    name: requiredName(node),
    order: enumField(node, 'orderValue', SORT_ORDERS) ?? 'Ascending',
    type: enumField(node, 'type', SORT_FIELD_TYPES) ?? 'Field',
  };
}

function sectionBands(node: JasperNode, sectionField: string, label: string, toBand: BandMapper): Band[] {
  return node.node(sectionField)?.nodes('bands').map((band, i) => toBand(band, `${label}[${i}]`)) ?? [];
}

function group(node: JasperNode, toBand: BandMapper): Group {
  const name = requiredName(node);
  return {
    source: { origin: node.simpleName },
    name,
    ...definedOnly({ expression: expressionField(node, 'expression') }),
    startNewColumn: node.boolean('isStartNewColumn') ?? false,
    startNewPage: node.boolean('isStartNewPage') ?? false,
    resetPageNumber: node.boolean('isResetPageNumber') ?? false,
    reprintHeaderOnEachPage: node.boolean('isReprintHeaderOnEachPage') ?? false,
    reprintHeaderOnEachColumn: node.boolean('isReprintHeaderOnEachColumn') ?? false,
    minHeightToStartNewPage: node.number('minHeightToStartNewPage') ?? 0,
    minDetailsToStartFromTop: node.number('minDetailsToStartFromTop') ?? 0,
    footerPosition: enumField(node, 'footerPositionValue', FOOTER_POSITIONS) ?? 'Normal',
    keepTogether: node.boolean('keepTogether') ?? false,
    preventOrphanFooter: node.boolean('preventOrphanFooter') ?? false,
    headers: sectionBands(node, 'groupHeaderSection', `${name} groupHeader`, toBand),
    footers: sectionBands(node, 'groupFooterSection', `${name} groupFooter`, toBand),
  };
}

/**
 * A JRBaseDataset: the report's main dataset or a sub-dataset. As in JRXML, the main dataset's
 * uuid and properties belong to the report, and the default whenResourceMissingType (Null) is left unset.
 */
export function dataset(node: JasperNode, toBand: BandMapper, isMain: boolean): Dataset {
  const whenResourceMissingType = enumField(node, 'whenResourceMissingTypeValue', WHEN_RESOURCE_MISSING_TYPES);
  return {
    source: { origin: node.simpleName },
    name: node.string('name') ?? '',
    ...definedOnly({
      uuid: isMain ? undefined : node.uuid('uuid'),
      resourceBundle: node.string('resourceBundle'),
      scriptletClass: node.string('scriptletClass'),
      whenResourceMissingType: whenResourceMissingType === 'Null' ? undefined : whenResourceMissingType,
      query: queryField(node, 'query'),
      filterExpression: expressionField(node, 'filterExpression'),
    }),
    properties: isMain ? [] : propertiesField(node, 'propertiesMap'),
    parameters: node.nodes('parameters').map(parameter),
    fields: node.nodes('fields').map(field),
    sortFields: node.nodes('sortFields').map(sortField),
    variables: node.nodes('variables').map(variable),
    groups: node.nodes('groups').map((g) => group(g, toBand)),
  };
}
