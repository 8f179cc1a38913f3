import type {
  PrintDocument,
  PrintElement,
  PrintFrame,
  PrintText,
} from '../print';
import { parseJrxml } from '../jrxml';
import { fillReport } from './fill-report';
import { band, testReport } from './test-report';

/** Texts with page coordinates, in painting order. */
const placed = (elements: PrintElement[], dx = 0, dy = 0): PrintText[] =>
  elements.flatMap((element): PrintText[] =>
    element.kind === 'text'
      ? [{ ...element, x: element.x + dx, y: element.y + dy }]
      : element.kind === 'frame'
        ? placed(element.children, element.x + dx, element.y + dy)
        : [],
  );
const pageTexts = (document: PrintDocument, page: number) =>
  placed(document.pages[page].elements);

const text = (value: string, width: number, height = 10) =>
  `<textField><reportElement x="0" y="0" width="${width}" height="${height}"/><textFieldExpression><![CDATA[${value}]]></textFieldExpression></textField>`;
const cell = (tag: string, value: string, width: number, height = 10) =>
  `<jr:${tag} style="Cell" height="${height}">${text(value, width, height)}</jr:${tag}>`;

/** A master with one table of items (name, price) from $P{items}. */
function tableReport(
  columns: string,
  { detailHeight = 20, whenNoData = '', groups = '' } = {},
) {
  return testReport(`<style name="Cell" mode="Opaque" backcolor="#EEEEEE"><box><pen lineWidth="1"/></box></style>
<subDataset name="Items">
  <field name="name" class="java.lang.String"/>
  <field name="price" class="java.lang.Integer"/>
  <variable name="Total" class="java.lang.Integer" calculation="Sum"><variableExpression><![CDATA[$F{price}]]></variableExpression></variable>
  ${groups}
</subDataset>
<parameter name="items" class="java.util.List"/>
<title>${band(10, text('"Before"', 100))}</title>
<detail>${band(
    detailHeight,
    `<componentElement><reportElement x="5" y="0" width="160" height="${detailHeight}"/>
<jr:table xmlns:jr="http://jasperreports.sourceforge.net/jasperreports/components" ${whenNoData}>
  <datasetRun subDataset="Items">
    <dataSourceExpression><![CDATA[new net.sf.jasperreports.engine.data.JRBeanCollectionDataSource($P{items})]]></dataSourceExpression>
  </datasetRun>
  ${columns}
</jr:table></componentElement>`,
  )}</detail>`);
}

const twoColumns = `<jr:column width="100">
    ${cell('tableHeader', '"Items"', 100)}
    ${cell('columnHeader', '"Name"', 100)}
    ${cell('detailCell', '$F{name}', 100)}
    ${cell('tableFooter', '"Total"', 100)}
  </jr:column>
  <jr:column width="60">
    ${cell('columnHeader', '"Price"', 60)}
    ${cell('detailCell', '$F{price}', 60)}
    ${cell('tableFooter', '$V{Total}', 60)}
  </jr:column>`;

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `item ${index + 1}`,
    price: index + 1,
  }));

describe('fill: table component', () => {
  it('prints table header, column headers, a row per record and the table footer, cells side by side', () => {
    const document = fillReport(tableReport(twoColumns), {
      parameters: { items: items(2) },
      records: [{}],
    });
    const texts = pageTexts(document, 0).map((t) => [t.text, t.x, t.y]);
    // Page margins 10/20, the element at x 5 below the 10 pt title.
    expect(texts).toEqual([
      ['Before', 10, 20],
      ['Items', 15, 30],
      ['Name', 15, 40],
      ['Price', 115, 40],
      ['item 1', 15, 50],
      ['1', 115, 50],
      ['item 2', 15, 60],
      ['2', 115, 60],
      ['Total', 15, 70],
      ['3', 115, 70],
    ]);
    // Each cell is an opaque frame with the cell style's box.
    const table = document.pages[0].elements.find(
      (element) => element.kind === 'frame',
    ) as PrintFrame;
    const cellFrame = table.children[0] as PrintFrame;
    expect(cellFrame).toMatchObject({
      kind: 'frame',
      mode: 'Opaque',
      backcolor: '#EEEEEE',
      width: 100,
      height: 10,
    });
    expect(cellFrame.box.top.lineWidth).toBe(1);
  });

  it('puts a column group header above its columns and a column without that row spans it', () => {
    const columns = `<jr:column width="40">${cell('columnHeader', '"Id"', 40, 10)}${cell('detailCell', '$F{name}', 40)}</jr:column>
  <jr:columnGroup width="120">
    ${cell('columnHeader', '"Group"', 120)}
    <jr:column width="60">${cell('columnHeader', '"A"', 60)}${cell('detailCell', '"a"', 60)}</jr:column>
    <jr:column width="60">${cell('columnHeader', '"B"', 60)}${cell('detailCell', '"b"', 60)}</jr:column>
  </jr:columnGroup>`;
    const document = fillReport(tableReport(columns), {
      parameters: { items: items(1) },
      records: [{}],
    });
    const texts = pageTexts(document, 0).map((t) => [t.text, t.x, t.y]);
    expect(texts).toEqual([
      ['Before', 10, 20],
      ['Id', 15, 30],
      ['Group', 55, 30],
      ['A', 55, 40],
      ['B', 115, 40],
      ['item 1', 15, 50],
      ['a', 55, 50],
      ['b', 115, 50],
    ]);
    const frames = (
      document.pages[0].elements.find(
        (element) => element.kind === 'frame',
      ) as PrintFrame
    ).children;
    // The "Id" header spans both header rows.
    expect(frames[0]).toMatchObject({ x: 0, y: 0, width: 40, height: 20 });
  });

  it('prints group header and footer cells for the sub-dataset groups', () => {
    const columns = `<jr:column width="100">
    <jr:groupHeader groupName="FromThree"><jr:cell height="10">${text('"from 3 " + ($F{price} > 2)', 100)}</jr:cell></jr:groupHeader>
    <jr:groupFooter groupName="FromThree"><jr:cell height="10">${text('"end"', 100)}</jr:cell></jr:groupFooter>
    ${cell('detailCell', '$F{name}', 100)}
  </jr:column>`;
    const document = fillReport(
      tableReport(columns, {
        groups: `<group name="FromThree"><groupExpression><![CDATA[$F{price} > 2]]></groupExpression></group>`,
      }),
      { parameters: { items: items(3) }, records: [{}] },
    );
    expect(pageTexts(document, 0).map((t) => t.text)).toEqual([
      'Before',
      'from 3 false',
      'item 1',
      'item 2',
      'end',
      'from 3 true',
      'item 3',
      'end',
    ]);
  });

  it('splits across pages and prints the column headers again at the top of the next page', () => {
    const document = fillReport(tableReport(twoColumns), {
      parameters: { items: items(30) },
      records: [{}],
    });
    expect(document.pages).toHaveLength(2);
    const second = pageTexts(document, 1);
    expect(second.slice(0, 2).map((t) => [t.text, t.y])).toEqual([
      ['Name', 20],
      ['Price', 20],
    ]);
    expect(second[2]).toMatchObject({ y: 30 });
    const rows = document.pages
      .flatMap((_, page) => pageTexts(document, page))
      .filter((t) => t.text.startsWith('item '));
    expect(rows.map((t) => t.text)).toEqual(items(30).map((item) => item.name));
    expect(second.at(-1)?.text).toBe('465');
  });

  it('prints nothing without records (whenNoDataType Blank), the other sections with AllSectionsNoDetail', () => {
    const blank = fillReport(tableReport(twoColumns), {
      parameters: { items: [] },
      records: [{}],
    });
    expect(pageTexts(blank, 0).map((t) => t.text)).toEqual(['Before']);
    const sections = fillReport(
      tableReport(twoColumns, {
        whenNoData: 'whenNoDataType="AllSectionsNoDetail"',
      }),
      { parameters: { items: [] }, records: [{}] },
    );
    expect(pageTexts(sections, 0).map((t) => t.text)).toEqual([
      'Before',
      'Items',
      'Name',
      'Price',
      'Total',
      '',
    ]);
  });

  it('leaves out a column whose printWhenExpression is not true, the next one closes up', () => {
    const columns = `<jr:column width="40"><printWhenExpression><![CDATA[$P{items}.size() > 5]]></printWhenExpression>${cell('detailCell', '"hidden"', 40)}</jr:column>
  <jr:column width="60">${cell('detailCell', '$F{name}', 60)}</jr:column>`;
    const document = fillReport(tableReport(columns), {
      parameters: { items: items(1) },
      records: [{}],
    });
    expect(pageTexts(document, 0).map((t) => [t.text, t.x])).toEqual([
      ['Before', 10],
      ['item 1', 15],
    ]);
  });

  it('fills a 7.x table (kind="table", column kind="group"/"single") the same way', () => {
    const report =
      parseJrxml(`<jasperReport name="R" pageWidth="200" pageHeight="300" columnWidth="180" leftMargin="10" rightMargin="10" topMargin="20" bottomMargin="20">
<style name="TH" mode="Opaque" backcolor="#CCCCCC"/>
<dataset name="Righe"><field name="via" class="java.lang.String"/></dataset>
<parameter name="righe" class="java.util.List"/>
<title height="30">
<element kind="component" x="0" y="0" width="120" height="30">
  <component kind="table">
    <datasetRun subDataset="Righe"><dataSourceExpression><![CDATA[$P{righe}]]></dataSourceExpression></datasetRun>
    <column kind="group" width="120">
      <columnHeader height="10" style="TH"><element kind="staticText" x="0" y="0" width="120" height="10"><text><![CDATA[Indirizzo]]></text></element></columnHeader>
      <column kind="single" width="120"><detailCell height="10"><element kind="textField" x="0" y="0" width="120" height="10"><expression><![CDATA[$F{via}]]></expression></element></detailCell></column>
    </column>
  </component>
</element>
</title>
</jasperReport>`);
    const document = fillReport(report, {
      parameters: { righe: [{ via: 'Via Roma' }, { via: 'Via Po' }] },
      records: [{}],
    });
    expect(pageTexts(document, 0).map((t) => [t.text, t.y])).toEqual([
      ['Indirizzo', 20],
      ['Via Roma', 30],
      ['Via Po', 40],
    ]);
  });

  it('refuses a dataset run on a sub-dataset that does not exist', () => {
    const report = tableReport(twoColumns);
    report.subDatasets = [];
    expect(() =>
      fillReport(report, { parameters: { items: [] }, records: [{}] }),
    ).toThrow(/Tabella: sub-dataset Items inesistente/);
  });
});
