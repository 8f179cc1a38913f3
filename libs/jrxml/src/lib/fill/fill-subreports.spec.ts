import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJasperReport } from '../jasper';
import { parseJrxml } from '../jrxml';
import type { ReportDesign } from '../model';
import type { PrintDocument, PrintElement, PrintText } from '../print';
import { fillReport } from './fill-report';
import { jsonRecords } from './json-path';
import { band, testReport } from './test-report';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
const describeSamples = existsSync(SAMPLES) ? describe : describe.skip;
const read = (file: string) => readFileSync(path.join(SAMPLES, file), 'utf8');

/** Texts with page coordinates, in painting order. */
const placed = (elements: PrintElement[], dx = 0, dy = 0): PrintText[] =>
  elements.flatMap((element): PrintText[] =>
    element.kind === 'text'
      ? [{ ...element, x: element.x + dx, y: element.y + dy }]
      : element.kind === 'frame'
        ? placed(element.children, element.x + dx, element.y + dy)
        : [],
  );
const allTexts = (document: PrintDocument) =>
  document.pages.flatMap((page) =>
    placed(page.elements).map((text) => text.text),
  );

/** A subreport: a detail with $F{n} and a count in the summary. */
const child = testReport(`<parameter name="Title" class="java.lang.String"/>
<field name="n" class="java.lang.String"/>
<title>${band(10, `<textField><reportElement x="0" y="0" width="100" height="10"/><textFieldExpression><![CDATA[$P{Title}]]></textFieldExpression></textField>`)}</title>
<detail>${band(10, `<textField><reportElement x="0" y="0" width="100" height="10"/><textFieldExpression><![CDATA["row " + $F{n}]]></textFieldExpression></textField>`)}</detail>`);

const master = (subreport: string, after = '') =>
  testReport(`<field name="items" class="java.util.List"/>
<variable name="Rows" class="java.lang.Long" calculation="System"/>
<detail>${band(
    30,
    `<subreport><reportElement x="10" y="0" width="150" height="20"/>
  <subreportParameter name="Title"><subreportParameterExpression><![CDATA["child of " + $V{REPORT_COUNT}]]></subreportParameterExpression></subreportParameter>
  ${subreport}
  <returnValue subreportVariable="REPORT_COUNT" toVariable="Rows" calculation="Sum"/>
  <subreportExpression><![CDATA["reports/Child.jasper"]]></subreportExpression>
</subreport>
<textField evaluationTime="Band"><reportElement positionType="Float" x="0" y="20" width="100" height="10"/><textFieldExpression><![CDATA["rows so far " + $V{Rows}]]></textFieldExpression></textField>${after}`,
  )}</detail>`);

describe('fill: subreports', () => {
  const resolveSubreport = (name: string) =>
    name === 'reports/Child.jasper' ? child : undefined;

  it('fills the subreport inside the element with its parameters and returns its variables', () => {
    const document = fillReport(
      master(
        '<dataSourceExpression><![CDATA[new net.sf.jasperreports.engine.data.JRMapCollectionDataSource($F{items})]]></dataSourceExpression>',
      ),
      {
        records: [
          { items: [{ n: 'a' }, { n: 'b' }, { n: 'c' }] },
          { items: [{ n: 'd' }] },
        ],
        resolveSubreport,
      },
    );
    const texts = placed(document.pages[0].elements);
    expect(texts.map((text) => `${text.text}@${text.x},${text.y}`)).toEqual([
      'child of 1@20,20',
      'row a@20,30',
      'row b@20,40',
      'row c@20,50',
      // The subreport grew from 20 to 40: the Float text moves down by 20.
      'rows so far 3@10,60',
      'child of 2@20,70',
      'row d@20,80',
      'rows so far 4@10,90',
    ]);
  });

  it('passes the master parameters with parametersMapExpression', () => {
    const report =
      testReport(`<parameter name="Title" class="java.lang.String"/>
<detail>${band(
        20,
        `<subreport><reportElement x="0" y="0" width="150" height="20"/>
  <parametersMapExpression><![CDATA[$P{REPORT_PARAMETERS_MAP}]]></parametersMapExpression>
  <dataSourceExpression><![CDATA[new net.sf.jasperreports.engine.JREmptyDataSource()]]></dataSourceExpression>
  <subreportExpression><![CDATA["reports/Child.jasper"]]></subreportExpression>
</subreport>`,
      )}</detail>`);
    const document = fillReport(report, {
      records: [{}],
      parameters: { Title: 'from the master' },
      resolveSubreport,
    });
    expect(allTexts(document)).toEqual(['from the master', 'row null']);
  });

  it('runs JREmptyDataSource(n) and splits a long subreport across pages', () => {
    const document = fillReport(
      master(
        '<dataSourceExpression><![CDATA[new net.sf.jasperreports.engine.JREmptyDataSource(40)]]></dataSourceExpression>',
      ),
      { records: [{}], resolveSubreport },
    );
    // 40 rows of 10 pt + a 10 pt title in pages with 260 pt for the bands.
    expect(document.pages).toHaveLength(2);
    const rows = allTexts(document).filter((text) => text === 'row null');
    expect(rows).toHaveLength(40);
    for (const page of document.pages)
      for (const text of placed(page.elements))
        expect(text.y + text.height).toBeLessThanOrEqual(280);
    expect(allTexts(document)).toContain('rows so far 40');
  });

  it('prints the subreport page header again on the next page and its page footer after the summary', () => {
    const withSections = testReport(`<field name="n" class="java.lang.String"/>
<pageHeader>${band(10, `<staticText><reportElement x="0" y="0" width="100" height="10"/><text><![CDATA[Sub header]]></text></staticText>`)}</pageHeader>
<detail>${band(10, `<textField><reportElement x="0" y="0" width="100" height="10"/><textFieldExpression><![CDATA["row " + $V{REPORT_COUNT}]]></textFieldExpression></textField>`)}</detail>
<pageFooter>${band(10, `<staticText><reportElement x="0" y="0" width="100" height="10"/><text><![CDATA[Sub footer]]></text></staticText>`)}</pageFooter>
<summary>${band(10, `<staticText><reportElement x="0" y="0" width="100" height="10"/><text><![CDATA[Sub summary]]></text></staticText>`)}</summary>`);
    const document = fillReport(
      master(
        '<dataSourceExpression><![CDATA[new net.sf.jasperreports.engine.JREmptyDataSource(30)]]></dataSourceExpression>',
      ),
      { records: [{}], resolveSubreport: () => withSections },
    );
    expect(document.pages).toHaveLength(2);
    const second = placed(document.pages[1].elements);
    expect(second[0]).toMatchObject({ text: 'Sub header', y: 20 });
    expect(second[1]).toMatchObject({ text: 'row 26', y: 30 });
    const summary = second.find((text) => text.text === 'Sub summary');
    const footer = second.find((text) => text.text === 'Sub footer');
    expect(footer?.y).toBe((summary?.y ?? 0) + 10);
  });

  it('refuses a connection without records, an unknown subreport and an unknown data source, naming the line', () => {
    const connection = master(
      '<connectionExpression><![CDATA[$P{REPORT_CONNECTION}]]></connectionExpression>',
    );
    expect(() =>
      fillReport(connection, { records: [{}], resolveSubreport }),
    ).toThrow(
      /Sottoreport reports\/Child\.jasper: la connessione a un database .*\(<subreport> riga \d+\)/,
    );
    expect(() =>
      fillReport(connection, {
        records: [{}],
        resolveSubreport: () => undefined,
      }),
    ).toThrow(
      /Sottoreport non trovato: reports\/Child\.jasper \(<subreport> riga \d+\)/,
    );
    expect(() => fillReport(connection, { records: [{}] })).toThrow(
      /Elemento non ancora supportato nella stampa: subreport \(<subreport> riga \d+\)/,
    );
    const rows = fillReport(connection, {
      records: [{}],
      resolveSubreport,
      subreportRecords: (name, parameters) =>
        name === 'reports/Child.jasper' && parameters['Title'] === 'child of 1'
          ? [{ n: 'x' }]
          : undefined,
    });
    expect(allTexts(rows)).toEqual(['child of 1', 'row x', 'rows so far 1']);
  });
});

describeSamples('fill: subreport samples', () => {
  const northwind = (): unknown =>
    JSON.parse(
      read('05-json-subreport/northwind.json')
        .replace(/\t\/\/[^\n]*/g, '')
        .replace('Phone:', '"Phone":')
        .replace("'PostalCode':", '"PostalCode":'),
    );
  const byName = (designs: Record<string, ReportDesign>) => (name: string) =>
    designs[
      (name.split(/[\\/]/).pop() ?? name).replace(/\.(jasper|jrxml)$/, '')
    ];

  it('05-json: each customer lists its orders from the JsonOrdersReport json query', () => {
    const data = northwind();
    const document = fillReport(
      parseJrxml(read('05-json-subreport/JsonCustomersReport.jrxml')),
      {
        records: jsonRecords(data, 'Northwind.Customers'),
        jsonData: data,
        resolveSubreport: byName({
          JsonOrdersReport: parseJrxml(
            read('05-json-subreport/JsonOrdersReport.jrxml'),
          ),
        }),
      },
    );
    const texts = allTexts(document);
    const alfki = texts.indexOf('ALFKI');
    const anatr = texts.indexOf('ANATR');
    const orders = (
      data as {
        Northwind: { Orders: { CustomerID: string; OrderID: number }[] };
      }
    ).Northwind.Orders.filter((order) => order.CustomerID === 'ALFKI').map(
      (order) => String(order.OrderID),
    );
    expect(orders.length).toBeGreaterThan(3);
    expect(texts.slice(alfki, anatr)).toEqual(expect.arrayContaining(orders));
    expect(document.pages.length).toBeGreaterThan(10);
  });

  it('03-subreport: MasterReport with ProductReport and AddressReport fed by records', () => {
    const products: Record<string, unknown[]> = {
      Bern: [
        { Id: 1, Name: 'Chair', Quantity: 2, Price: 10.5 },
        { Id: 2, Name: 'Table', Quantity: 1, Price: 99 },
      ],
      Boston: [{ Id: 3, Name: 'Lamp', Quantity: 4, Price: 12 }],
    };
    const addresses: Record<string, unknown[]> = {
      Bern: [
        { Id: 7, FirstName: 'Anna', LastName: 'Rossi', Street: 'Via Roma 1' },
      ],
      Boston: [
        { Id: 8, FirstName: 'John', LastName: 'Smith', Street: 'Main St 2' },
        { Id: 9, FirstName: 'Mary', LastName: 'Jones', Street: 'Elm St 3' },
      ],
    };
    const document = fillReport(
      parseJrxml(read('03-subreport/MasterReport.jrxml')),
      {
        records: [{ City: 'Bern' }, { City: 'Boston' }],
        parameters: { ProductsSubreport: 'ProductReport.jasper' },
        resolveSubreport: byName({
          ProductReport: parseJrxml(read('03-subreport/ProductReport.jrxml')),
          AddressReport: parseJrxml(read('03-subreport/AddressReport.jrxml')),
        }),
        subreportRecords: (name, parameters) => {
          const city = String(parameters['City']);
          return name.startsWith('Product') ? products[city] : addresses[city];
        },
      },
    );
    const texts = allTexts(document);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Chair',
        'Table',
        'Lamp',
        'Anna Rossi',
        'John Smith',
        'Mary Jones',
      ]),
    );
    // CityAddressCount comes back from AddressReport's REPORT_COUNT (evaluationTime Band).
    expect(texts).toEqual(
      expect.arrayContaining(['1 addresses', '2 addresses']),
    );
    expect(texts.indexOf('John Smith')).toBeGreaterThan(
      texts.indexOf('Boston'),
    );
  });

  it('11-compiled-jasper: master_detail.jasper with its compiled subreport', () => {
    const folder = '11-compiled-jasper';
    const jasper = (name: string) =>
      readJasperReport(
        readFileSync(path.join(SAMPLES, folder, `${name}.jasper`)),
      );
    const document = fillReport(jasper('master_detail'), {
      records: [{ TABLE_NAME: 'ORDERS' }, { TABLE_NAME: 'CUSTOMERS' }],
      parameters: { SUBREPORT_DIR: 'C:\\reports\\' },
      resolveImage: () => 'data:image/png;base64,',
      resolveSubreport: byName({
        master_detail_subreport1: jasper('master_detail_subreport1'),
      }),
      subreportRecords: (_, parameters) =>
        ['ID', 'NAME'].map((column) => ({
          TABLE_NAME: parameters['p_table_name'],
          COLUMN_NAME: `${String(parameters['p_table_name'])}.${column}`,
        })),
      now: () => new Date('2024-05-01T12:00:00Z'),
    });
    const texts = allTexts(document);
    expect(texts).toEqual(
      expect.arrayContaining([
        'ORDERS.ID',
        'ORDERS.NAME',
        'CUSTOMERS.ID',
        'CUSTOMERS.NAME',
      ]),
    );
  });
});
