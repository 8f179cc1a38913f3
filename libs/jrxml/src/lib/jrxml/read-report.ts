import type {
  BandName,
  ColumnLayout,
  PageFormat,
  ReportBands,
  ReportDesign,
  WhenNoDataType,
} from '../model';
import { compact } from './compact';
import { flagName, type Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import {
  readMultiBandSection,
  readSingleBandSection,
  type SectionReader,
} from './read-band';
import { readDatasetContent, readSubDataset } from './read-dataset';
import { readChildren6 } from './read-element-6';
import { readChildren7 } from './read-element-7';
import { readProperties } from './read-expression';
import { readStyle } from './read-style';

const SINGLE_BAND_SECTIONS: readonly BandName[] = [
  'background',
  'title',
  'pageHeader',
  'columnHeader',
  'columnFooter',
  'pageFooter',
  'lastPageFooter',
  'summary',
  'noData',
];
const WHEN_NO_DATA_TYPES = [
  'NoPages',
  'BlankPage',
  'AllSectionsNoDetail',
  'NoDataSection',
] as const;

/** Reads the `<jasperReport>` root into a report design. */
export function readReport(root: NodeCursor, dialect: Dialect): ReportDesign {
  if (root.name !== 'jasperReport')
    root.fail(`la radice deve essere <jasperReport>, trovato <${root.name}>`);
  const reader: SectionReader = {
    dialect,
    readChildren: dialect === 'jrxml6' ? readChildren6 : readChildren7,
  };
  const flag = (name: string) => root.boolean(flagName(dialect, name)) ?? false;
  root.oneOf('sectionType', ['Band'] as const);

  const report: ReportDesign = {
    name: root.requiredString('name'),
    format: dialect,
    language: root.string('language') ?? 'java',
    page: readPage(root),
    columns: readColumns(root),
    whenNoDataType:
      root.oneOf<WhenNoDataType>('whenNoDataType', WHEN_NO_DATA_TYPES) ??
      'NoPages',
    titleNewPage: flag('titleNewPage'),
    summaryNewPage: flag('summaryNewPage'),
    summaryWithPageHeaderAndFooter: flag('summaryWithPageHeaderAndFooter'),
    floatColumnFooter: flag('floatColumnFooter'),
    ignorePagination: flag('ignorePagination'),
    imports: readImports(root),
    properties: readProperties(root),
    styles: root.children('style').map((style) => readStyle(style, dialect)),
    subDatasets: root
      .children(dialect === 'jrxml6' ? 'subDataset' : 'dataset')
      .map((dataset) => readSubDataset(dataset, reader)),
    mainDataset: {
      name: root.requiredString('name'),
      ...readDatasetContent(root, reader, true),
    },
    bands: readBands(root, reader),
    source: root.source(),
  };
  const uuid = root.string('uuid');
  if (uuid) report.uuid = uuid;
  root.finish();
  return report;
}

function readPage(root: NodeCursor): PageFormat {
  return {
    width: root.number('pageWidth') ?? 595,
    height: root.number('pageHeight') ?? 842,
    orientation:
      root.oneOf('orientation', ['Portrait', 'Landscape'] as const) ??
      'Portrait',
    margins: {
      top: root.number('topMargin') ?? 30,
      left: root.number('leftMargin') ?? 20,
      bottom: root.number('bottomMargin') ?? 30,
      right: root.number('rightMargin') ?? 20,
    },
  };
}

function readColumns(root: NodeCursor): ColumnLayout {
  return {
    count: root.number('columnCount') ?? 1,
    width: root.number('columnWidth') ?? 555,
    spacing: root.number('columnSpacing') ?? 0,
    printOrder:
      root.oneOf('printOrder', ['Vertical', 'Horizontal'] as const) ??
      'Vertical',
    direction: root.oneOf('columnDirection', ['LTR', 'RTL'] as const) ?? 'LTR',
  };
}

/** 6.x `<import value="..."/>`, 7.x `<import>...</import>`. */
function readImports(root: NodeCursor): string[] {
  return root.children('import').map((cursor) => {
    const value = cursor.string('value') ?? cursor.text().trim();
    cursor.finish();
    return value;
  });
}

function readBands(root: NodeCursor, reader: SectionReader): ReportBands {
  const bands: ReportBands = {
    detail: readMultiBandSection(root.child('detail'), reader),
  };
  for (const name of SINGLE_BAND_SECTIONS) {
    const section = root.child(name);
    const band = section ? readSingleBandSection(section, reader) : undefined;
    if (band) bands[name] = band;
  }
  return compact(bands);
}
