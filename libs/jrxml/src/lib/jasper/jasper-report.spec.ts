import { DOMParser } from '@xmldom/xmldom';
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import type { Band, BandChild, ReportDesign } from '../model';
import { parseJrxml } from '../jrxml';
import { JasperDesignError } from './jasper-design-error';
import { readJasperReport } from './jasper-report';
import { JavaSerializationError } from './java-serialization-error';

const SAMPLES = path.resolve(__dirname, '../../../../../../shared/standards/jasperreports/11-compiled-jasper');
const REPORTS = ['order', 'orders', 'master_detail', 'master_detail_subreport1'];
const SECTIONS = ['background', 'title', 'pageHeader', 'columnHeader', 'columnFooter', 'pageFooter', 'lastPageFooter', 'summary', 'noData'] as const;
const ELEMENT_TAGS = ['staticText', 'textField', 'line', 'rectangle', 'ellipse', 'image', 'frame', 'break', 'subreport', 'elementGroup'];

/** Child elements of an XML element with the given tag names (all when none given). */
function children(parent: Element, ...tags: string[]): Element[] {
  const result: Element[] = [];
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === 1 && (tags.length === 0 || tags.includes((node as Element).localName ?? ''))) {
      result.push(node as Element);
    }
  }
  return result;
}

function child(parent: Element, tag: string): Element | undefined {
  return children(parent, tag)[0];
}

function text(parent: Element, tag: string): string | undefined {
  const element = child(parent, tag);
  return element === undefined ? undefined : element.textContent ?? '';
}

function numberAttribute(element: Element, name: string, fallback: number): number {
  return element.hasAttribute(name) ? Number(element.getAttribute(name)) : fallback;
}

/** What a designer would check in the compiled element against the JRXML element. */
function expectSameElement(actual: BandChild, xml: Element, where: string): void {
  const tag = xml.localName;
  expect(`${where}: ${actual.kind}`).toBe(`${where}: ${tag}`);
  if (actual.kind === 'elementGroup') {
    expectSameChildren(actual.children, xml, where);
    return;
  }
  const reportElement = child(xml, 'reportElement');
  if (reportElement === undefined) throw new Error(`${where}: reportElement mancante`);
  expect({ x: actual.x, y: actual.y, width: actual.width, height: actual.height, style: actual.style }).toEqual({
    x: Number(reportElement.getAttribute('x')),
    y: Number(reportElement.getAttribute('y')),
    width: Number(reportElement.getAttribute('width')),
    height: Number(reportElement.getAttribute('height')),
    style: reportElement.getAttribute('style') || undefined,
  });
  if (reportElement.hasAttribute('uuid')) expect(actual.uuid).toBe(reportElement.getAttribute('uuid'));
  expect(actual.printWhenExpression?.text).toBe(text(reportElement, 'printWhenExpression'));
  switch (actual.kind) {
    case 'staticText':
      expect(actual.text).toBe(text(xml, 'text') ?? '');
      break;
    case 'textField':
      expect(actual.expression?.text).toBe(text(xml, 'textFieldExpression'));
      expect(actual.ownStyle.pattern).toBe(xml.getAttribute('pattern') || undefined);
      break;
    case 'image':
      expect(actual.expression?.text).toBe(text(xml, 'imageExpression'));
      break;
    case 'subreport':
      expect(actual.expression?.text).toBe(text(xml, 'subreportExpression'));
      expect(actual.connectionExpression?.text).toBe(text(xml, 'connectionExpression'));
      expect(actual.parameters.map((p) => [p.name, p.expression?.text])).toEqual(
        children(xml, 'subreportParameter').map((p) => [p.getAttribute('name'), text(p, 'subreportParameterExpression')]),
      );
      break;
    case 'frame':
      expectSameChildren(actual.children, xml, where);
      break;
  }
}

function expectSameChildren(actual: BandChild[], xml: Element, where: string): void {
  const expected = children(xml, ...ELEMENT_TAGS);
  expect(`${where}: ${actual.length} elementi`).toBe(`${where}: ${expected.length} elementi`);
  expected.forEach((element, i) => expectSameElement(actual[i], element, `${where} > ${element.localName}[${i}]`));
}

function expectSameBand(actual: Band | undefined, xml: Element | undefined, where: string): void {
  if (xml === undefined) {
    // A section the JRXML leaves out is absent or empty in the compiled report.
    expect(actual?.children ?? []).toEqual([]);
    expect(actual?.height ?? 0).toBe(0);
    return;
  }
  expect(actual).toBeDefined();
  expect(`${where} height ${actual?.height}`).toBe(`${where} height ${numberAttribute(xml, 'height', 0)}`);
  expect(actual?.splitType).toBe(xml.getAttribute('splitType') || undefined);
  expectSameChildren(actual?.children ?? [], xml, where);
}

function readSample(file: string): ReportDesign {
  return readJasperReport(new Uint8Array(readFileSync(path.join(SAMPLES, file))));
}

/** The samples live outside the repository (../shared/standards); without them these tests are skipped. */
const describeSamples = existsSync(SAMPLES) ? describe : describe.skip;

describeSamples('readJasperReport on the compiled samples (11-compiled-jasper) versus their JRXML', () => {
  describe.each(REPORTS)('%s', (name) => {
    let design: ReportDesign;
    let jrxml: Element;
    beforeAll(() => {
      design = readSample(`${name}.jasper`);
      jrxml = new DOMParser().parseFromString(readFileSync(path.join(SAMPLES, `${name}.jrxml`), 'utf8'), 'text/xml')
        .documentElement as Element;
    });

    it('has the report attributes, page size and margins', () => {
      expect(design.format).toBe('jasper');
      expect(design.name).toBe(jrxml.getAttribute('name'));
      expect(design.language).toBe(jrxml.getAttribute('language') || 'java');
      expect(design.page).toEqual({
        width: numberAttribute(jrxml, 'pageWidth', 595),
        height: numberAttribute(jrxml, 'pageHeight', 842),
        orientation: jrxml.getAttribute('orientation') || 'Portrait',
        margins: {
          top: numberAttribute(jrxml, 'topMargin', 20),
          left: numberAttribute(jrxml, 'leftMargin', 20),
          bottom: numberAttribute(jrxml, 'bottomMargin', 20),
          right: numberAttribute(jrxml, 'rightMargin', 20),
        },
      });
      expect(design.columns.width).toBe(numberAttribute(jrxml, 'columnWidth', 555));
      expect(design.whenNoDataType).toBe(jrxml.getAttribute('whenNoDataType') || 'NoPages');
      expect(design.properties).toEqual(
        children(jrxml, 'property').map((p) => ({ name: p.getAttribute('name'), value: p.getAttribute('value') })),
      );
      expect(design.imports).toEqual(expect.arrayContaining(children(jrxml, 'import').map((i) => i.getAttribute('value'))));
    });

    it('has the styles', () => {
      expect(design.styles.map((s) => [s.name, s.parentStyle])).toEqual(
        children(jrxml, 'style').map((s) => [s.getAttribute('name'), s.getAttribute('style') || undefined]),
      );
    });

    it('has the parameters, query, fields and variables', () => {
      const dataset = design.mainDataset;
      expect(dataset.parameters.filter((p) => !p.systemDefined).map((p) => [p.name, p.valueClass, p.defaultValueExpression?.text])).toEqual(
        children(jrxml, 'parameter').map((p) => [p.getAttribute('name'), p.getAttribute('class'), text(p, 'defaultValueExpression')]),
      );
      expect(dataset.parameters.some((p) => p.systemDefined && p.name === 'REPORT_CONNECTION')).toBe(true);
      expect(dataset.query?.text.trim()).toBe(text(jrxml, 'queryString')?.trim());
      expect(dataset.fields.map((f) => [f.name, f.valueClass])).toEqual(
        children(jrxml, 'field').map((f) => [f.getAttribute('name'), f.getAttribute('class')]),
      );
      expect(
        dataset.variables.filter((v) => !v.systemDefined).map((v) => [v.name, v.valueClass, v.calculation, v.expression?.text]),
      ).toEqual(
        children(jrxml, 'variable').map((v) => [
          v.getAttribute('name'),
          v.getAttribute('class'),
          v.getAttribute('calculation') || 'Nothing',
          text(v, 'variableExpression'),
        ]),
      );
      expect(dataset.variables.find((v) => v.name === 'PAGE_NUMBER')).toMatchObject({ systemDefined: true, resetType: 'Report' });
    });

    it('has the same bands, elements, positions and expressions', () => {
      for (const section of SECTIONS) {
        const xml = child(jrxml, section);
        expectSameBand(design.bands[section], xml && child(xml, 'band'), section);
      }
      const detail = child(jrxml, 'detail');
      const detailBands = detail ? children(detail, 'band') : [];
      expect(design.bands.detail).toHaveLength(detailBands.length);
      detailBands.forEach((band, i) => expectSameBand(design.bands.detail[i], band, `detail[${i}]`));
    });
  });

  /**
   * What a compiled design can be compared on: a .jasper file loses the JRXML 6 `class` attribute of
   * expressions, keeps imports in a HashSet (no order) and has uuids JasperReports generated at compile time.
   */
  function comparable(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(comparable);
    if (typeof value !== 'object' || value === null) return value;
    const isExpression = 'text' in value && !('kind' in value);
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === 'source' || key === 'format' || key === 'uuid' || (isExpression && key === 'valueClass')) continue;
      result[key] = key === 'imports' && Array.isArray(item) ? [...item].sort() : comparable(item);
    }
    return result;
  }

  it.each(REPORTS)('%s reads into the same model as parseJrxml reads its .jrxml', (name) => {
    const compiled = readSample(`${name}.jasper`);
    compiled.mainDataset.parameters = compiled.mainDataset.parameters.filter((p) => !p.systemDefined);
    compiled.mainDataset.variables = compiled.mainDataset.variables.filter((v) => !v.systemDefined);
    const source = parseJrxml(readFileSync(path.join(SAMPLES, `${name}.jrxml`), 'utf8'));
    expect(comparable(compiled)).toEqual(comparable(source));
  });

  describe('order: styles and element attributes', () => {
    let design: ReportDesign;
    beforeAll(() => (design = readSample('order.jasper')));

    it('reads style attributes, box pens and conditional styles', () => {
      const subTitle = design.styles.find((s) => s.name === 'shared.reportSubTitle');
      expect(subTitle?.attributes).toEqual({
        mode: 'Transparent',
        forecolor: '#736343',
        fontName: 'Arial',
        fontSize: 18,
        box: { bottomPen: { lineWidth: 0 } },
      });
      const header = design.styles.find((s) => s.name === 'shared.tableHeader');
      expect(header?.attributes).toMatchObject({
        bold: true,
        italic: false,
        box: { topPadding: 2, leftPadding: 2, bottomPadding: 2, rightPadding: 2 },
      });
      const conditional = design.styles.flatMap((s) => s.conditionalStyles);
      expect(conditional).toHaveLength(1);
      expect(conditional[0].condition.text).toBe('$V{REPORT_COUNT}%2 == 0');
      expect(conditional[0].attributes).toMatchObject({ mode: 'Opaque' });
    });

    it('reads the image scale mode and the text field pattern', () => {
      const image = design.bands.title?.children.find((c) => c.kind === 'image');
      expect(image).toMatchObject({ kind: 'image', ownStyle: { scaleImage: 'RealSize' } });
      const frame = design.bands.detail[0].children.find((c) => c.kind === 'frame');
      const amount = frame?.kind === 'frame' ? frame.children.find((c) => c.kind === 'textField' && c.expression?.text === '$F{AMOUNT}') : undefined;
      expect(amount?.kind === 'textField' && amount.ownStyle).toMatchObject({ pattern: '¤#,##0.00#;¤-#,##0.00#', hTextAlign: 'Right' });
    });
  });

  it('names the section, class and position of an element it does not support', () => {
    const bytes = Buffer.from(readFileSync(path.join(SAMPLES, 'orders.jasper')));
    const renamed = Buffer.from(bytes.toString('latin1').replace('base.JRBaseRectangle', 'base.JRBaseXectangle'), 'latin1');
    expect(() => readJasperReport(new Uint8Array(renamed))).toThrow(
      new JasperDesignError('Banda columnHeader: JRBaseXectangle: elemento non supportato nei file .jasper (x=19, y=2, 488x26)'),
    );
  });

  it('fails with a clear error, never a crash, on corrupted .jasper files', () => {
    const bytes = new Uint8Array(readFileSync(path.join(SAMPLES, 'orders.jasper')));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 200; round++) {
      const corrupted = bytes.slice();
      for (let flips = 0; flips < 4; flips++) corrupted[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      try {
        readJasperReport(corrupted);
      } catch (error) {
        expect([JavaSerializationError, JasperDesignError]).toContainEqual((error as Error).constructor);
      }
    }
  });
});

describe('readJasperReport on streams that are not reports', () => {
  it('refuses a serialized object that is not a JasperReports design', () => {
    const javaString = Uint8Array.from([0xac, 0xed, 0x00, 0x05, 0x74, 0x00, 0x02, 0x6f, 0x6b]);
    expect(() => readJasperReport(javaString)).toThrow(new JasperDesignError('Il file .jasper non contiene un oggetto'));
  });
});
