import type { Band, ReportBands, ReportDesign } from '../model';
import { definedOnly } from './defined-only';
import { JasperDesignError } from './jasper-design-error';
import { dataset } from './jasper-dataset';
import { bandChildren } from './jasper-element';
import {
  ORIENTATIONS,
  PRINT_ORDERS,
  RUN_DIRECTIONS,
  SPLIT_TYPES,
  WHEN_NO_DATA_TYPES,
  enumField,
} from './jasper-enums';
import { expressionField, propertiesField } from './jasper-expression';
import { JasperNode } from './jasper-node';
import { reportStyle } from './jasper-style';
import { readJavaObject, type JavaStreamLimits } from './java-object-stream';
import { isJavaObject } from './java-value';

/**
 * Reads a compiled JasperReports design (.jasper) into the report model.
 * The file is read as data only: no class is loaded and nothing in it is executed.
 */
export function readJasperReport(bytes: Uint8Array, limits: Partial<JavaStreamLimits> = {}): ReportDesign {
  const root = readJavaObject(bytes, limits);
  if (!isJavaObject(root)) throw new JasperDesignError('Il file .jasper non contiene un oggetto');
  const report = new JasperNode(root);
  if (!report.is('JRBaseReport')) {
    throw new JasperDesignError(`Il file .jasper contiene ${root.className}, non un report JasperReports`);
  }
  return reportDesign(report);
}

function band(node: JasperNode): Band {
  return {
    source: { origin: node.simpleName },
    height: node.number('height') ?? 0,
    ...definedOnly({
      splitType: enumField(node, 'splitTypeValue', SPLIT_TYPES),
      printWhenExpression: expressionField(node, 'printWhenExpression'),
    }),
    properties: propertiesField(node, 'propertiesMap'),
    children: bandChildren(node),
  };
}

/** Maps a band, naming its section in any error ("Banda detail[1]: JRBaseChart: ..."). */
function sectionBand(node: JasperNode, section: string): Band {
  try {
    return band(node);
  } catch (error) {
    if (error instanceof JasperDesignError) throw new JasperDesignError(`Banda ${section}: ${error.message}`);
    throw error;
  }
}

function optionalBand(report: JasperNode, field: string): Band | undefined {
  const node = report.node(field);
  return node === undefined ? undefined : sectionBand(node, field);
}

function reportBands(report: JasperNode): ReportBands {
  return {
    ...definedOnly({
      background: optionalBand(report, 'background'),
      title: optionalBand(report, 'title'),
      pageHeader: optionalBand(report, 'pageHeader'),
      columnHeader: optionalBand(report, 'columnHeader'),
      columnFooter: optionalBand(report, 'columnFooter'),
      pageFooter: optionalBand(report, 'pageFooter'),
      lastPageFooter: optionalBand(report, 'lastPageFooter'),
      summary: optionalBand(report, 'summary'),
      noData: optionalBand(report, 'noData'),
    }),
    detail: report.node('detailSection')?.nodes('bands').map((node, i) => sectionBand(node, `detail[${i}]`)) ?? [],
  };
}

function reportDesign(report: JasperNode): ReportDesign {
  const mainDataset = report.node('mainDataset');
  if (mainDataset === undefined) report.fail('dataset principale mancante');
  return {
    source: { origin: report.simpleName },
    name: report.string('name') ?? '',
    ...definedOnly({ uuid: mainDataset.uuid('uuid') }),
    format: 'jasper',
    language: report.string('language') ?? 'java',
    page: {
      width: report.number('pageWidth') ?? 595,
      height: report.number('pageHeight') ?? 842,
      orientation: enumField(report, 'orientationValue', ORIENTATIONS) ?? 'Portrait',
      margins: {
        top: report.number('topMargin') ?? 0,
        left: report.number('leftMargin') ?? 0,
        bottom: report.number('bottomMargin') ?? 0,
        right: report.number('rightMargin') ?? 0,
      },
    },
    columns: {
      count: report.number('columnCount') ?? 1,
      width: report.number('columnWidth') ?? 0,
      spacing: report.number('columnSpacing') ?? 0,
      printOrder: enumField(report, 'printOrderValue', PRINT_ORDERS) ?? 'Vertical',
      direction: enumField(report, 'columnDirection', RUN_DIRECTIONS) ?? 'LTR',
    },
    whenNoDataType: enumField(report, 'whenNoDataTypeValue', WHEN_NO_DATA_TYPES) ?? 'NoPages',
    titleNewPage: report.boolean('isTitleNewPage') ?? false,
    summaryNewPage: report.boolean('isSummaryNewPage') ?? false,
    summaryWithPageHeaderAndFooter: report.boolean('isSummaryWithPageHeaderAndFooter') ?? false,
    floatColumnFooter: report.boolean('isFloatColumnFooter') ?? false,
    ignorePagination: report.boolean('ignorePagination') ?? false,
    imports: report.strings('importsSet'),
    properties: propertiesField(mainDataset, 'propertiesMap'),
    styles: report.nodes('styles').map(reportStyle),
    mainDataset: dataset(mainDataset, sectionBand, true),
    subDatasets: report.nodes('datasets').map((d) => dataset(d, sectionBand, false)),
    bands: reportBands(report),
  };
}
