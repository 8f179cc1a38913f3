import type {
  Band,
  BandChild,
  ComponentElement,
  FrameElement,
  Group,
  Located,
  ReportDesign,
  TableCell,
  TableColumn,
  TableComponent,
  WhenNoDataType,
} from '../model';
import { FillError } from './fill-error';

type CellOf = (column: TableColumn) => TableCell | undefined;
type VisibleColumns = (columns: TableColumn[]) => TableColumn[];

/**
 * The report a table component fills as, the way JasperReports' TableReport builds it: the
 * sub-dataset as main dataset, table header cells in the title, column headers in the column
 * header, group header/footer cells in the groups' bands, detail cells in the detail, column
 * footers in the column footer, table footers in the summary. Each cell is a frame with the
 * cell's style and box, side by side at the columns' x (columns `printColumn` rejects, i.e.
 * whose printWhenExpression is not true, are left out and the others close up); a column
 * group's header cell sits above its columns' headers (its footer below their footers); cells
 * stretch with their row.
 */
export function tableDesign(
  master: ReportDesign,
  element: ComponentElement,
  table: TableComponent,
  printColumn: (column: TableColumn) => boolean = () => true,
): ReportDesign {
  const dataset = master.subDatasets.find(
    (candidate) => candidate.name === table.datasetRun.subDataset,
  );
  if (!dataset)
    throw new FillError(
      `Tabella: sub-dataset ${table.datasetRun.subDataset} inesistente`,
      table.datasetRun,
    );
  const visibleColumns = (columns: TableColumn[]) =>
    columns.filter(printColumn);
  const columns = visibleColumns(table.columns);
  const width = totalWidth(columns);
  const band = (cell: CellOf, header: boolean) =>
    sectionBand(columns, cell, header, element, visibleColumns);
  const groups: Group[] = dataset.groups.map((group) => ({
    ...group,
    headers: optional(
      band((column) => groupCell(column.groupHeaders, group.name), true),
    ),
    footers: optional(
      band((column) => groupCell(column.groupFooters, group.name), false),
    ),
  }));
  const detail = band((column) => column.detailCell, true);
  return {
    ...master,
    name: `${master.name} table ${dataset.name}`,
    page: {
      width,
      height: Number.POSITIVE_INFINITY,
      orientation: 'Portrait',
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    },
    columns: {
      count: 1,
      width,
      spacing: 0,
      printOrder: 'Vertical',
      direction: 'LTR',
    },
    whenNoDataType: WHEN_NO_DATA[table.whenNoDataType ?? 'Blank'],
    titleNewPage: false,
    summaryNewPage: false,
    summaryWithPageHeaderAndFooter: false,
    floatColumnFooter: true,
    mainDataset: { ...dataset, groups },
    subDatasets: [],
    bands: {
      title: band((column) => column.tableHeader, true),
      columnHeader: band((column) => column.columnHeader, true),
      detail: detail ? [detail] : [],
      columnFooter: band((column) => column.columnFooter, false),
      summary: band((column) => column.tableFooter, false),
    },
    source: table.datasetRun.source,
  };
}

const WHEN_NO_DATA: Record<
  NonNullable<TableComponent['whenNoDataType']>,
  WhenNoDataType
> = {
  Blank: 'NoPages',
  AllSectionsNoDetail: 'AllSectionsNoDetail',
  // The no-data cell is not read yet: nothing prints, as Blank.
  NoDataCell: 'NoPages',
};

const optional = (band: Band | undefined): Band[] => (band ? [band] : []);

function groupCell(
  cells: TableColumn['groupHeaders'],
  group: string,
): TableCell | undefined {
  return cells.find((cell) => cell.groupName === group)?.cell;
}

function totalWidth(columns: TableColumn[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/** How high a column's cells of one section reach (a group's cell plus its tallest column). */
function sectionHeight(
  column: TableColumn,
  cell: CellOf,
  visible: VisibleColumns,
): number {
  const own = cell(column)?.height ?? 0;
  const nested = column.columns
    ? Math.max(
        0,
        ...visible(column.columns).map((child) =>
          sectionHeight(child, cell, visible),
        ),
      )
    : 0;
  return own + nested;
}

function sectionBand(
  columns: TableColumn[],
  cell: CellOf,
  header: boolean,
  where: Located,
  visible: VisibleColumns,
): Band | undefined {
  const height = Math.max(
    0,
    ...columns.map((column) => sectionHeight(column, cell, visible)),
  );
  const frames: BandChild[] = [];
  let x = 0;
  for (const column of columns) {
    placeColumn(column, cell, header, x, 0, height, frames, visible);
    x += column.width;
  }
  if (frames.length === 0) return undefined;
  return {
    height,
    splitType: 'Stretch',
    properties: [],
    children: frames,
    source: where.source,
  };
}

/**
 * Places a column's cell (and a group's columns below or above it). A column whose cell is
 * lower than the section spans the rest of it, as JasperReports' rowSpan.
 */
function placeColumn(
  column: TableColumn,
  cell: CellOf,
  header: boolean,
  x: number,
  y: number,
  height: number,
  frames: BandChild[],
  visible: VisibleColumns,
): void {
  const own = cell(column);
  if (!column.columns) {
    if (own) frames.push(cellFrame(own, x, y, column.width, height));
    return;
  }
  const ownHeight = own?.height ?? 0;
  const childrenY = header ? y + ownHeight : y;
  if (own)
    frames.push(
      cellFrame(
        own,
        x,
        header ? y : y + height - ownHeight,
        column.width,
        ownHeight,
      ),
    );
  let childX = x;
  for (const child of visible(column.columns)) {
    placeColumn(
      child,
      cell,
      header,
      childX,
      childrenY,
      height - ownHeight,
      frames,
      visible,
    );
    childX += child.width;
  }
}

function cellFrame(
  cell: TableCell,
  x: number,
  y: number,
  width: number,
  height: number,
): FrameElement {
  return {
    kind: 'frame',
    x,
    y,
    width,
    height,
    ...(cell.style && { style: cell.style }),
    ownStyle: cell.box ? { box: cell.box } : {},
    positionType: 'Float',
    stretchType: 'ContainerHeight',
    printRepeatedValues: true,
    removeLineWhenBlank: false,
    printInFirstWholeBand: false,
    printWhenDetailOverflows: false,
    properties: [],
    propertyExpressions: [],
    children: cell.children,
    source: cell.source,
  };
}
