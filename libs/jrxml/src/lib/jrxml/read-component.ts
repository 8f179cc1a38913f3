import type {
  BarcodeComponent,
  Component,
  TableCell,
  TableColumn,
  TableComponent,
  TableGroupCell,
} from '../model';
import type { ChildrenReader } from './children-reader';
import { compact } from './compact';
import type { Dialect } from './dialect';
import { NodeCursor, unsupportedElement } from './node-cursor';
import { readDatasetRun } from './read-dataset-run';
import { readExpression, readProperties } from './read-expression';
import { readBox } from './read-style-attributes';

const BARCODE4J_TYPES = [
  'Codabar',
  'Code128',
  'EAN128',
  'DataMatrix',
  'Code39',
  'Interleaved2Of5',
  'UPCA',
  'UPCE',
  'EAN13',
  'EAN8',
  'USPSIntelligentMail',
  'RoyalMailCustomer',
  'POSTNET',
  'PDF417',
  'QRCode',
];

/**
 * The component inside 6.x `<componentElement>` (tag `jr:table`, `jr:EAN13`, `jr:barbecue`) or
 * 7.x `<component kind="table" | "barcode4j:EAN13" | "barbecue">`. Others (list, map, ...) are refused.
 */
export function readComponent(
  cursor: NodeCursor,
  dialect: Dialect,
  readChildren: ChildrenReader,
): Component {
  const kind =
    dialect === 'jrxml6' ? cursor.name : cursor.requiredString('kind');
  const component = readComponentOfKind(kind, cursor, dialect, readChildren);
  cursor.finish();
  return component;
}

function readComponentOfKind(
  kind: string,
  cursor: NodeCursor,
  dialect: Dialect,
  readChildren: ChildrenReader,
): Component {
  if (kind === 'table') return readTable(cursor, dialect, readChildren);
  // 6.x names the tag after the barcode type (`jr:EAN13`), 7.x writes kind="barcode4j:EAN13".
  const barcode4jType =
    dialect === 'jrxml6' ? kind : /^barcode4j:(.+)$/.exec(kind)?.[1];
  if (barcode4jType && BARCODE4J_TYPES.includes(barcode4jType)) {
    return readBarcode(cursor, 'barcode4j', barcode4jType);
  }
  if (kind === 'barbecue')
    return readBarcode(cursor, 'barbecue', cursor.requiredString('type'));
  return cursor.fail(`componente "${kind}" non supportato`);
}

function readBarcode(
  cursor: NodeCursor,
  library: BarcodeComponent['library'],
  barcodeType: string,
): BarcodeComponent {
  const codeExpression = readExpression(cursor, 'codeExpression');
  return compact<BarcodeComponent>({
    kind: 'barcode',
    library,
    barcodeType,
    codeExpression,
    attributes: cursor.remainingAttributes(),
  });
}

function readTable(
  cursor: NodeCursor,
  dialect: Dialect,
  readChildren: ChildrenReader,
): TableComponent {
  const datasetRun = cursor.child('datasetRun');
  if (!datasetRun) cursor.fail('<datasetRun> mancante nella tabella');
  const table = compact<TableComponent>({
    kind: 'table',
    whenNoDataType: cursor.oneOf('whenNoDataType', [
      'Blank',
      'AllSectionsNoDetail',
      'NoDataCell',
    ] as const),
    datasetRun: readDatasetRun(datasetRun, dialect),
    columns: readColumns(cursor, dialect, readChildren),
  });
  return table;
}

/** 6.x `<column>`/`<columnGroup>`, 7.x `<column kind="single" | "group">`, in document order. */
function readColumns(
  parent: NodeCursor,
  dialect: Dialect,
  readChildren: ChildrenReader,
): TableColumn[] {
  const columns: TableColumn[] = [];
  for (const cursor of parent.rest()) {
    const isColumnTag =
      cursor.name === 'column' ||
      (dialect === 'jrxml6' && cursor.name === 'columnGroup');
    if (!isColumnTag) unsupportedElement(cursor, parent.label);
    const isGroup =
      dialect === 'jrxml6'
        ? cursor.name === 'columnGroup'
        : cursor.oneOf('kind', ['single', 'group'] as const) === 'group';
    columns.push(readColumn(cursor, dialect, readChildren, isGroup));
  }
  return columns;
}

function readColumn(
  cursor: NodeCursor,
  dialect: Dialect,
  readChildren: ChildrenReader,
  isGroup: boolean,
): TableColumn {
  const cell = (tag: string) => {
    const child = cursor.child(tag);
    return child ? readCell(child, readChildren) : undefined;
  };
  const column = compact<TableColumn>({
    uuid: cursor.string('uuid'),
    width: cursor.number('width') ?? 0,
    printWhenExpression: readExpression(cursor, 'printWhenExpression'),
    properties: readProperties(cursor),
    tableHeader: cell('tableHeader'),
    tableFooter: cell('tableFooter'),
    groupHeaders: readGroupCells(cursor, 'groupHeader', readChildren),
    groupFooters: readGroupCells(cursor, 'groupFooter', readChildren),
    columnHeader: cell('columnHeader'),
    columnFooter: cell('columnFooter'),
    detailCell: isGroup ? undefined : cell('detailCell'),
    columns: isGroup ? readColumns(cursor, dialect, readChildren) : undefined,
    source: cursor.source(),
  });
  cursor.finish();
  return column;
}

function readGroupCells(
  parent: NodeCursor,
  tag: string,
  readChildren: ChildrenReader,
): TableGroupCell[] {
  return parent.children(tag).map((cursor: NodeCursor) => {
    const groupName = cursor.requiredString('groupName');
    const cellCursor = cursor.child('cell');
    if (!cellCursor) cursor.fail(`<cell> mancante in <${tag}>`);
    const groupCell = { groupName, cell: readCell(cellCursor, readChildren) };
    cursor.finish();
    return groupCell;
  });
}

function readCell(cursor: NodeCursor, readChildren: ChildrenReader): TableCell {
  readProperties(cursor); // Studio layout hints only
  const box = cursor.child('box');
  const cell = compact<TableCell>({
    height: cursor.number('height') ?? 0,
    rowSpan: cursor.number('rowSpan'),
    style: cursor.string('style'),
    box: box ? readBox(box) : undefined,
    children: readChildren(cursor),
    source: cursor.source(),
  });
  cursor.finish();
  return cell;
}
