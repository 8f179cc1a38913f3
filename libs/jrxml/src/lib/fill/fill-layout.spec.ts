import { fillReport } from './fill-report';
import {
  band,
  findText,
  pageTextElements,
  pageTexts,
  testReport,
  textField,
} from './test-report';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ n: i + 1 }));
const FIELD_N = '<field name="n" class="java.lang.Integer"/>';

describe('fillReport page layout', () => {
  // Page 300 high, margins 20: bands live between y=20 and y=280.
  const design = testReport(`${FIELD_N}
    <title>${band(30, textField('"Title"'))}</title>
    <pageHeader>${band(20, textField('"Header " + $V{PAGE_NUMBER}'))}</pageHeader>
    <detail>${band(50, textField('"Row " + $F{n}'))}</detail>
    <pageFooter>${band(
      20,
      textField('"Page " + $V{PAGE_NUMBER} + " of "') +
        textField('$V{PAGE_NUMBER}', 100, 0, 'evaluationTime="Report"'),
    )}</pageFooter>`);

  it('places bands one under the other from the top margin, x shifted by the left margin', () => {
    const document = fillReport(design, { records: rows(1) });
    expect(findText(document, 'Title')).toEqual([0, 20]);
    expect(findText(document, 'Header 1')).toEqual([0, 50]);
    expect(findText(document, 'Row 1')).toEqual([0, 70]);
    expect(findText(document, 'Page 1 of ')).toEqual([0, 260]);
    expect(document.pages[0].elements[0]).toMatchObject({
      kind: 'text',
      x: 10,
      width: 100,
    });
  });

  it('moves a band that does not fit above the page footer to a new page', () => {
    // First page: 20 + 30 + 20 = 70, detail rows at 70, 120, 170 (ends 220; 270 > 260).
    const document = fillReport(design, { records: rows(8) });
    expect(findText(document, 'Row 3')).toEqual([0, 170]);
    expect(findText(document, 'Row 4')).toEqual([1, 40]);
    expect(findText(document, 'Row 8')).toEqual([2, 40]);
    expect(document.pages).toHaveLength(3);
    expect(pageTexts(document, 1)).not.toContain('Title');
    expect(pageTexts(document, 2)).toEqual([
      'Header 3',
      'Row 8',
      'Page 3 of ',
      '3',
    ]);
  });

  it('evaluates Report-time fields at the end: "Page x of y" on every page', () => {
    const document = fillReport(design, { records: rows(8) });
    expect(pageTexts(document, 0)).toContain('3');
    expect(pageTexts(document, 1).slice(-2)).toEqual(['Page 2 of ', '3']);
  });

  it('starts the content after the title on its own page with titleNewPage', () => {
    const titled = testReport(
      `${FIELD_N}<title>${band(30, textField('"Title"'))}</title>
       <detail>${band(50, textField('"Row " + $F{n}'))}</detail>`,
      'isTitleNewPage="true"',
    );
    const document = fillReport(titled, { records: rows(1) });
    expect(document.pages.map((_, page) => pageTexts(document, page))).toEqual([
      ['Title'],
      ['Row 1'],
    ]);
  });

  it('prints the last page footer instead of the page footer on the last page', () => {
    const withLast = testReport(`${FIELD_N}
      <detail>${band(100, textField('"Row " + $F{n}'))}</detail>
      <pageFooter>${band(20, textField('"normal"'))}</pageFooter>
      <lastPageFooter>${band(30, textField('"last"'))}</lastPageFooter>`);
    const document = fillReport(withLast, { records: rows(3) });
    expect(document.pages).toHaveLength(2);
    expect(findText(document, 'normal')).toEqual([0, 260]);
    expect(pageTexts(document, 1)).toEqual(['Row 3', 'last']);
    expect(findText(document, 'last')).toEqual([1, 250]);
  });

  it('puts the column footer at the bottom, or right after the content when floating', () => {
    const body = `${FIELD_N}
      <detail>${band(50, textField('"Row " + $F{n}'))}</detail>
      <columnFooter>${band(10, textField('"column footer"'))}</columnFooter>`;
    expect(
      findText(
        fillReport(testReport(body), { records: rows(1) }),
        'column footer',
      ),
    ).toEqual([0, 270]);
    const floating = testReport(body, 'isFloatColumnFooter="true"');
    expect(
      findText(fillReport(floating, { records: rows(1) }), 'column footer'),
    ).toEqual([0, 70]);
  });

  it('prints the summary after the last detail, or on a new page when it does not fit', () => {
    const body = (summaryHeight: number) =>
      testReport(`${FIELD_N}
        <detail>${band(100, textField('"Row " + $F{n}'))}</detail>
        <pageFooter>${band(20, textField('"footer"'))}</pageFooter>
        <summary>${band(summaryHeight, textField('"summary"'))}</summary>`);
    expect(
      findText(fillReport(body(40), { records: rows(2) }), 'summary'),
    ).toEqual([0, 220]);
    const moved = fillReport(body(50), { records: rows(2) });
    expect(findText(moved, 'summary')).toEqual([1, 20]);
    expect(pageTexts(moved, 1)).toEqual(['summary']);
  });

  it('paints the background band first on every page', () => {
    const design = testReport(`${FIELD_N}
      <background>${band(260, textField('"watermark"', 0, 100))}</background>
      <detail>${band(200, textField('"Row " + $F{n}'))}</detail>`);
    const document = fillReport(design, { records: rows(2) });
    expect(document.pages.map((_, page) => pageTexts(document, page))).toEqual([
      ['watermark', 'Row 1'],
      ['watermark', 'Row 2'],
    ]);
  });

  it('skips bands and elements whose printWhenExpression is not true', () => {
    const design = testReport(`${FIELD_N}
      <detail><band height="10"><printWhenExpression><![CDATA[$F{n} % 2 == 1]]></printWhenExpression>
        ${textField('"odd " + $F{n}')}
        <textField><reportElement x="0" y="0" width="10" height="10">
          <printWhenExpression><![CDATA[$F{n} > 2]]></printWhenExpression></reportElement>
          <textFieldExpression><![CDATA["big"]]></textFieldExpression></textField>
      </band></detail>`);
    const document = fillReport(design, { records: rows(4) });
    expect(pageTexts(document, 0)).toEqual(['odd 1', 'odd 3', 'big']);
    expect(findText(document, 'odd 3')).toEqual([0, 30]);
  });
});

describe('fillReport without data', () => {
  const body = `${FIELD_N}
    <title>${band(30, textField('"Title"'))}</title>
    <detail>${band(50, textField('"Row " + $F{n}'))}</detail>
    <summary>${band(20, textField('"Summary " + $V{REPORT_COUNT}'))}</summary>
    <noData>${band(20, textField('"Nessun dato"'))}</noData>`;
  const fill = (type: string) =>
    fillReport(testReport(body, `whenNoDataType="${type}"`), { records: [] });

  it('prints nothing with NoPages and an empty page with BlankPage', () => {
    expect(fill('NoPages').pages).toEqual([]);
    expect(fill('BlankPage').pages).toEqual([{ elements: [] }]);
  });

  it('prints only the noData band with NoDataSection', () => {
    const document = fill('NoDataSection');
    expect(document.pages).toHaveLength(1);
    expect(pageTexts(document, 0)).toEqual(['Nessun dato']);
  });

  it('prints every section but the detail with AllSectionsNoDetail', () => {
    const document = fill('AllSectionsNoDetail');
    expect(pageTexts(document, 0)).toEqual(['Title', 'Summary 0']);
  });
});

describe('fillReport with two columns', () => {
  // Columns 85 wide with 10 between: x = 10 and 105. Bands between y=20 and y=280.
  const design = testReport(
    `${FIELD_N}
    <pageHeader>${band(20, textField('"Header"'))}</pageHeader>
    <columnHeader>${band(10, textField('"Column " + $V{COLUMN_NUMBER}'))}</columnHeader>
    <detail>${band(100, textField('"Row " + $F{n}'))}</detail>
    <columnFooter>${band(10, textField('"rows " + $V{COLUMN_COUNT}'))}</columnFooter>
    <pageFooter>${band(20, textField('"Page " + $V{PAGE_NUMBER}'))}</pageFooter>`,
    'columnCount="2" columnWidth="85" columnSpacing="10"',
  );
  const document = fillReport(design, { records: rows(5) });

  it('fills the first column, then the second, then a new page', () => {
    // Column header at 40, rows at 50 and 150; a third (to 350) passes the limit 280-20-10.
    expect(findText(document, 'Row 1')).toEqual([0, 50]);
    expect(findText(document, 'Row 2')).toEqual([0, 150]);
    expect(findText(document, 'Row 3')).toEqual([0, 50]);
    expect(findText(document, 'Row 5')).toEqual([1, 50]);
    const row3 = pageTextElements(document, 0).find((e) => e.text === 'Row 3');
    expect(row3?.x).toBe(105);
    expect(document.pages).toHaveLength(2);
  });

  it('prints column header and footer per column, page header and footer once per page', () => {
    expect(pageTexts(document, 0)).toEqual([
      'Header',
      'Column 1',
      'Row 1',
      'Row 2',
      'rows 2',
      'Column 2',
      'Row 3',
      'Row 4',
      'rows 2',
      'Page 1',
    ]);
    expect(pageTexts(document, 1)).toEqual([
      'Header',
      'Column 1',
      'Row 5',
      'rows 1',
      'Page 2',
    ]);
  });

  it('starts a group in a new column with isStartNewColumn', () => {
    const grouped = testReport(
      `${FIELD_N}
      <group name="Odd" isStartNewColumn="true"><groupExpression><![CDATA[$F{n} > 1]]></groupExpression>
        <groupHeader>${band(10, textField('"G " + $F{n}'))}</groupHeader></group>
      <detail>${band(10, textField('"Row " + $F{n}'))}</detail>`,
      'columnCount="2" columnWidth="85" columnSpacing="10"',
    );
    const filled = fillReport(grouped, { records: rows(2) });
    const g2 = pageTextElements(filled, 0).find((e) => e.text === 'G 2');
    expect(g2).toMatchObject({ x: 105, y: 20 });
  });
});
