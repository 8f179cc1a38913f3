import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BandChild, ReportDesign, ReportElement } from '../model';
import { parseJrxml } from './parse-jrxml';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
const samplesPresent = existsSync(SAMPLES);
const describeSamples = samplesPresent ? describe : describe.skip;
const suiteTitle = samplesPresent
  ? 'parseJrxml on the JasperReports samples'
  : `parseJrxml on the JasperReports samples (skipped: ${SAMPLES} not found)`;

function findJrxml(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return findJrxml(full);
    return entry.endsWith('.jrxml') ? [full] : [];
  });
}

function parseSample(relative: string): ReportDesign {
  return parseJrxml(readFileSync(path.join(SAMPLES, relative), 'utf8'));
}

/** Every element, frames and element groups included, in document order. */
function allElements(children: BandChild[]): ReportElement[] {
  return children.flatMap((child) => {
    if (child.kind === 'elementGroup') return allElements(child.children);
    return child.kind === 'frame'
      ? [child, ...allElements(child.children)]
      : [child];
  });
}

function reportElements(report: ReportDesign): ReportElement[] {
  const groupBands = report.mainDataset.groups.flatMap((group) => [
    ...group.headers,
    ...group.footers,
  ]);
  const bands = [...Object.values(report.bands).flat(), ...groupBands];
  return bands.flatMap((band) => allElements(band.children));
}

/** Drops what legitimately differs between two readings of the same design. */
function withoutSourceInfo(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSourceInfo);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'source' && key !== 'format')
        .map(([key, entry]) => [key, withoutSourceInfo(entry)]),
    );
  }
  return value;
}

// "Riga N: ..." naming the sample file when a sample fails, instead of a bare stack trace.
function parseOrExplain(file: string): ReportDesign {
  try {
    return parseJrxml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.relative(SAMPLES, file)}: ${(error as Error).message}`,
    );
  }
}

describeSamples(suiteTitle, () => {
  const files = samplesPresent ? findJrxml(SAMPLES) : [];

  it('finds the samples', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  it.each(files.map((file) => [path.relative(SAMPLES, file), file]))(
    'parses %s',
    (_name, file) => {
      const report = parseOrExplain(file);
      expect(report.name).not.toBe('');
      expect(reportElements(report).length).toBeGreaterThan(0);
    },
  );

  it('reads the 6.x FirstJasper design', () => {
    const report = parseSample('01-firstjasper/FirstJasper.jrxml');
    expect(report.format).toBe('jrxml6');
    expect(report.page).toEqual({
      width: 595,
      height: 842,
      orientation: 'Portrait',
      margins: { top: 30, left: 20, bottom: 30, right: 20 },
    });
    expect(report.columns).toMatchObject({ count: 2, width: 270, spacing: 15 });
    expect(report.mainDataset.groups.map((group) => group.name)).toEqual([
      'FirstLetterGroup',
      'CountryGroup',
      'BreakGroup',
    ]);
    expect(report.mainDataset.fields).toHaveLength(14);
    expect(report.mainDataset.query).toEqual({
      language: 'sql',
      text: 'SELECT * FROM Orders WHERE OrderID <= $P{MaxOrderID} ORDER BY ShipCountry',
    });
    const sansNormal = report.styles.find(
      (style) => style.name === 'Sans_Normal',
    );
    expect(sansNormal).toMatchObject({
      isDefault: true,
      attributes: { fontName: 'DejaVu Sans', fontSize: 8, bold: false },
    });
    const orderIdStyle = report.styles.find(
      (style) => style.name === 'OrderIdStyle',
    );
    expect(orderIdStyle?.parentStyle).toBe('Sans_Normal');
    expect(orderIdStyle?.conditionalStyles).toEqual([
      expect.objectContaining({
        condition: { text: '$F{OrderID} % 10 == 0' },
        attributes: { forecolor: '#FF0000', bold: true },
      }),
    ]);

    const title = report.bands.title;
    expect(title?.height).toBe(100);
    expect(title?.children[0].kind).toBe('elementGroup');
    const reportTitle = title?.children[1];
    expect(reportTitle).toMatchObject({
      kind: 'textField',
      x: 180,
      y: 5,
      width: 375,
      height: 35,
      style: 'Serif_Bold',
      ownStyle: { hTextAlign: 'Right', fontSize: 22, blankWhenNull: true },
      expression: { text: '$P{ReportTitle}' },
    });
    expect(reportTitle?.source?.line).toBe(211);

    const detail = report.bands.detail[0];
    const line = detail.children[detail.children.length - 1];
    expect(line).toMatchObject({
      kind: 'line',
      positionType: 'Float',
      ownStyle: { forecolor: '#808080', pen: { lineWidth: 0.5 } },
    });
    const city = detail.children[2];
    expect(city).toMatchObject({
      kind: 'textField',
      textAdjust: 'StretchHeight',
      positionType: 'Float',
    });
    const pageFrame = report.bands.pageFooter?.children[0];
    expect(pageFrame).toMatchObject({
      kind: 'frame',
      ownStyle: { mode: 'Transparent', box: { pen: { lineWidth: 1 } } },
    });
  });

  it('reads the 6.x and 7.x FirstJasper into the same model', () => {
    const legacy = parseSample('01-firstjasper/FirstJasper.jrxml');
    const modern = parseSample('01-firstjasper/jr7-format/FirstJasper.jrxml');
    expect(legacy.format).toBe('jrxml6');
    expect(modern.format).toBe('jrxml7');
    // The only content difference between the two files is the copyright year.
    const copyright = (report: ReportDesign) => {
      const element = report.bands.title?.children[2];
      if (element?.kind !== 'staticText')
        throw new Error('copyright staticText not found');
      return element;
    };
    expect(copyright(legacy).text).toBe('(c)2001-2023 by teodord');
    expect(copyright(modern).text).toBe('(c)2001-2025 by teodord');
    copyright(modern).text = copyright(legacy).text;

    expect(reportElements(modern).map((element) => element.kind)).toEqual(
      reportElements(legacy).map((element) => element.kind),
    );
    expect(withoutSourceInfo(modern)).toEqual(withoutSourceInfo(legacy));
  });

  it('reads a 6.x table component and a 7.x barcode component', () => {
    const invoice = parseSample(
      '09-zatribune-invoice-with-jr-pdf/invoice_en.jrxml',
    );
    const table = reportElements(invoice).find(
      (element) => element.kind === 'component',
    );
    expect(table?.kind === 'component' && table.component.kind).toBe('table');
    if (table?.kind !== 'component' || table.component.kind !== 'table') return;
    expect(table.component.datasetRun.subDataset).toBe('invoiceDataSet');
    expect(table.component.datasetRun.dataSourceExpression?.text).toBe(
      '$P{invoiceDataSource}',
    );
    expect(table.component.columns[0]).toMatchObject({
      width: 62,
      detailCell: { height: 30, style: 'Table_TD' },
    });
    expect(invoice.subDatasets.map((dataset) => dataset.name)).toEqual([
      'invoiceDataSet',
    ]);

    const japanese = parseSample(
      '10-mysd33-invoice-with-jr-pdf/invoice-report.jrxml',
    );
    const barcode = reportElements(japanese).find(
      (element) => element.kind === 'component',
    );
    expect(barcode?.kind === 'component' && barcode.component).toEqual({
      kind: 'barcode',
      library: 'barcode4j',
      barcodeType: 'EAN13',
      codeExpression: { text: '$P{barcode}' },
      attributes: {},
    });
  });

  it('reads subreports with their parameters and return values', () => {
    const master = parseSample('03-subreport/MasterReport.jrxml');
    const subreports = reportElements(master).filter(
      (element) => element.kind === 'subreport',
    );
    expect(subreports.length).toBeGreaterThanOrEqual(2);
    const withReturn = subreports.find(
      (element) =>
        element.kind === 'subreport' && element.returnValues.length > 0,
    );
    expect(withReturn).toBeDefined();
  });
});
