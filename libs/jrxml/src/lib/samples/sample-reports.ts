import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJasperReport } from '../jasper';
import { parseJrxml } from '../jrxml';
import { csvRecords, fillReport, jsonPrintData } from '../fill';
import type { FillOptions } from '../fill';
import type { JavaValue } from '../expressions';
import type { ReportDesign } from '../model';
import type { PrintDocument } from '../print';

/** The shared JasperReports samples (../shared/standards/jasperreports next to the repository). */
export const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
export const samplesPresent = existsSync(SAMPLES);

export const sampleFile = (file: string) => path.join(SAMPLES, file);
const read = (file: string) => readFileSync(sampleFile(file), 'utf8');
const jrxml = (file: string) => parseJrxml(read(file));

function dataUrl(file: string): string {
  const type = file.endsWith('.png') ? 'png' : 'jpeg';
  return `data:image/${type};base64,${readFileSync(sampleFile(file)).toString('base64')}`;
}

/** Images by file name, as the samples' classpath would give them. */
function imagesFrom(folder: string) {
  return (value: JavaValue): string | undefined => {
    const name = path.basename(String(value));
    const file = path.join(folder, name);
    return existsSync(sampleFile(file)) ? dataUrl(file) : undefined;
  };
}

/** northwind.json is JSON with comments and two non-standard keys (as Jackson reads it). */
function northwind(): {
  Northwind: {
    Customers: { CustomerID: string; CompanyName: string; City: string }[];
    Orders: {
      CustomerID: string;
      OrderID: number;
      OrderDate: string;
      Freight: number;
    }[];
  };
} {
  return JSON.parse(
    read('05-json-subreport/northwind.json')
      .replace(/\t\/\/[^\n]*/g, '')
      .replace('Phone:', '"Phone":')
      .replace("'PostalCode':", '"PostalCode":'),
  );
}

/** Northwind orders as 01-firstjasper's SQL would read them (the test variant's CSV export). */
const firstJasperOrders = () =>
  csvRecords(read('01-firstjasper/test-variant/orders.csv'), {
    useFirstRowAsHeader: true,
  });

/** The JSON body 09's Postman collection posts to its service. */
export function zatribuneRequest(): {
  reportName: string;
  header: string;
  footer: string;
  data: Record<string, unknown>;
} {
  const collection = JSON.parse(
    read('09-zatribune-invoice-with-jr-pdf/test.postman_collection.json'),
  );
  return JSON.parse(collection.item[0].request.body.raw);
}

/**
 * 10's order.csv: the header values of the first row become the report's parameters. Its PDF was
 * made from two rows fewer (one 11301, one 20210: its total is 8,858,000), so those are left out.
 */
function mysd33Order(): {
  parameters: Record<string, unknown>;
  records: unknown[];
} {
  const rows = csvRecords(read('10-mysd33-invoice-with-jr-pdf/order.csv'), {
    useFirstRowAsHeader: true,
  }) as Record<string, string>[];
  const lastOf = (code: string) =>
    rows.map((row) => row['itemCode']).lastIndexOf(code);
  const left = new Set([lastOf('11301'), lastOf('20210')]);
  return {
    parameters: { ...rows[0] },
    records: rows.filter((_, index) => !left.has(index)),
  };
}

/** The item list JasperReports printed (the sample builds it in Java). */
const mysd33Items = () => ({
  parameters: { title: '商品一覧' },
  records: [
    [1001, '牛乳'],
    [1002, 'ジュース'],
    [1003, 'じゃがいも'],
    [1004, '牛肉'],
    [1005, '豚肉'],
  ].map(([id, name]) => ({ id, name })),
});

/** A 1×1 transparent PNG for logos the samples do not include. */
const placeholderImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** 03's HSQLDB rows, a few per city: addresses, and the products ordered from there. */
const subreportCities: Record<
  string,
  { addresses: Record<string, unknown>[]; products: Record<string, unknown>[] }
> = Object.fromEntries(
  (
    [
      [
        'Berne',
        [
          ['Bill', 'Ott', '250 - 20th Ave.'],
          ['Laura', 'Miller', '294 Seventh Av.'],
        ],
      ],
      [
        'Boston',
        [
          ['Janet', 'Fuller', '445 Upland Pl.'],
          ['Robert', 'White', '549 Seventh Av.'],
          ['Susanne', 'Smith', '2 Upland Pl.'],
        ],
      ],
      ['Chicago', [['Julia', 'White', '412 Upland Pl.']]],
      [
        'Dallas',
        [
          ['Anne', 'Fuller', '135 Upland Pl.'],
          ['Sylvia', 'Ringer', '365 College Av.'],
        ],
      ],
      ['Lyon', [['Andrew', 'Heiniger', '347 College Av.']]],
      [
        'New York',
        [
          ['Andrew', 'May', '172 Seventh Av.'],
          ['Sylvia', 'Ott', '361 College Av.'],
        ],
      ],
    ] as [string, string[][]][]
  ).map(([city, people], cityIndex) => [
    city,
    {
      addresses: people.map(([FirstName, LastName, Street], index) => ({
        Id: cityIndex * 10 + index,
        FirstName,
        LastName,
        Street,
      })),
      products: ['Iron Iron', 'Chair Shoe', 'Ice Tea', 'Clock Clock']
        .slice(0, 2 + (cityIndex % 3))
        .map((Name, index) => ({
          Id: index + 1,
          Name,
          Quantity: 3 + index,
          Price: 4.5 + cityIndex + index,
        })),
    },
  ]),
);

export interface SampleCase {
  /** File-name friendly id, also the test name's start. */
  id: string;
  /** What the test name says about the data or what is left out. */
  note: string;
  design: () => ReportDesign;
  options: (design: ReportDesign) => FillOptions;
  /** JasperReports' own PDF of this sample, when the sample has one. */
  reference?: { file: string; userPassword?: string };
}

// The clock JasperReports' PDF of sample 10 was made with (its order date is "today").
const mysd33Day = () => new Date('2026-07-02T10:00:00+09:00');

/** The FirstJasper demo as its sample app runs it: orders up to 10500, the title, the images. */
const firstJasperDemoOptions = (): FillOptions => ({
  parameters: {
    ReportTitle: 'The First Jasper Report Ever',
    MaxOrderID: 10500,
  },
  records: firstJasperOrders().filter(
    (order) => Number((order as Record<string, string>)['OrderID']) <= 10500,
  ),
  resolveImage: imagesFrom('01-firstjasper'),
});

export const sampleCases: SampleCase[] = [
  {
    id: '01-firstjasper',
    note: 'Northwind orders from the test variant CSV instead of SQL',
    design: () => jrxml('01-firstjasper/FirstJasper.jrxml'),
    options: firstJasperDemoOptions,
  },
  {
    id: '01-firstjasper-jr7',
    note: 'JR 7 format, same data',
    design: () => jrxml('01-firstjasper/jr7-format/FirstJasper.jrxml'),
    options: firstJasperDemoOptions,
  },
  {
    id: '01-firstjasper-test-variant',
    note: 'CSV data source',
    design: () => jrxml('01-firstjasper/test-variant/FirstJasper.jrxml'),
    options: () => ({
      records: firstJasperOrders(),
      resolveImage: imagesFrom('01-firstjasper'),
    }),
  },
  {
    id: '02-shapes',
    note: 'no data',
    design: () => jrxml('02-shapes/ShapesReport.jrxml'),
    options: () => ({}),
  },
  {
    id: '03-subreport',
    note: 'cities, addresses and products as JSON instead of SQL',
    design: () => jrxml('03-subreport/MasterReport.jrxml'),
    options: () => ({
      parameters: { ProductsSubreport: 'ProductReport' },
      records: Object.keys(subreportCities).map((City) => ({ City })),
      resolveSubreport: (name: string) =>
        jrxml(
          `03-subreport/${path.basename(name).replace(/\.jasper$/, '')}.jrxml`,
        ),
      subreportRecords: (
        name: string,
        parameters: Record<string, JavaValue>,
      ) => {
        const city = subreportCities[String(parameters['City'])];
        return name.includes('Address') ? city?.addresses : city?.products;
      },
    }),
  },
  {
    id: '04-csv',
    note: 'CSV data source',
    design: () => jrxml('04-csv/CsvDataSourceReport.jrxml'),
    options: () => ({
      parameters: {
        ReportTitle: 'Address Report',
        DataFile: 'CsvDataSource.txt - CSV data source',
        IncludedStates: new Set(['Active', 'Trial']),
      },
      records: csvRecords(read('04-csv/CsvDataSource.txt'), {
        columnNames: ['city', 'id', 'name', 'address', 'state'],
      }),
    }),
  },
  {
    id: '05-json-subreport',
    note: 'JSON data source, orders subreport on the same document',
    design: () => jrxml('05-json-subreport/JsonCustomersReport.jrxml'),
    options: (design) => ({
      ...jsonPrintData(design, northwind()),
      // The json query language's built-in parameters, which the subreport passes on.
      parameters: {
        'net.sf.jasperreports.json.date.pattern': 'yyyy-MM-dd',
        'net.sf.jasperreports.json.number.pattern': '#,##0.##',
        JSON_LOCALE: 'en_US',
      },
      jsonData: northwind(),
      resolveSubreport: (name: string) =>
        jrxml(
          `05-json-subreport/${path.basename(name).replace(/\.jasper$/, '')}.jrxml`,
        ),
    }),
  },
  {
    id: '05-json-orders',
    note: 'the subreport alone for one customer',
    design: () => jrxml('05-json-subreport/JsonOrdersReport.jrxml'),
    options: () => ({
      parameters: { CustomerID: 'ALFKI' },
      records: northwind().Northwind.Orders.filter(
        (order) => order.CustomerID === 'ALFKI',
      ),
    }),
  },
  {
    id: '06-jsonql-groups',
    note: 'the records its JSONQL query selects',
    design: () => jrxml('06-jsonql-groups/NorthwindOrdersReport.jrxml'),
    options: () => {
      const data = northwind().Northwind;
      return {
        records: data.Customers.flatMap((customer) => {
          const orders = data.Orders.filter(
            (order) => order.CustomerID === customer.CustomerID,
          );
          return orders.length > 1
            ? orders.map((order) => ({
                Id: String(order.OrderID),
                OrderDate: order.OrderDate,
                Freight: order.Freight,
                ShipCity: customer.City,
                CustomerID: customer.CustomerID,
                CompanyName: customer.CompanyName,
              }))
            : [];
        }),
      };
    },
  },
  {
    id: '07-stretch',
    note: 'one empty record',
    design: () => jrxml('07-stretch/StretchReport.jrxml'),
    options: () => ({ records: [{}] }),
  },
  {
    id: '08-test-frames',
    note: 'no data',
    design: () => jrxml('08-test-frames/FramesReport.1.jrxml'),
    options: () => ({}),
  },
  {
    id: '09-zatribune-invoice',
    note: 'Postman request data, the table component filled from its dataList',
    design: () => jrxml('09-zatribune-invoice-with-jr-pdf/invoice_en.jrxml'),
    options: (design) => {
      const request = zatribuneRequest();
      const { parameters } = jsonPrintData(design, request.data);
      return {
        parameters: {
          ...parameters,
          reportName: request.reportName,
          header: request.header,
          footer: request.footer,
          logo: dataUrl('09-zatribune-invoice-with-jr-pdf/bank.png'),
          invoiceDataSource: request.data['dataList'],
        },
        records: [{}],
      };
    },
    reference: { file: '09-zatribune-invoice-with-jr-pdf/en.pdf' },
  },
  {
    id: '10-mysd33-invoice',
    note: 'order.csv, EAN13 barcode component',
    design: () => jrxml('10-mysd33-invoice-with-jr-pdf/invoice-report.jrxml'),
    options: () => ({ ...mysd33Order(), now: mysd33Day }),
    reference: {
      file: '10-mysd33-invoice-with-jr-pdf/invoice-jr-output.pdf',
      userPassword: '1234',
    },
  },
  {
    id: '10-mysd33-item-list',
    note: 'the five items of its PDF',
    design: () => jrxml('10-mysd33-invoice-with-jr-pdf/item-report.jrxml'),
    options: () => ({ ...mysd33Items(), now: mysd33Day }),
    reference: {
      file: '10-mysd33-invoice-with-jr-pdf/item-list-jr-output.pdf',
    },
  },
  {
    id: '11-compiled-order',
    note: 'compiled .jasper, order lines as JSON instead of SQL, blank logo',
    design: () =>
      readJasperReport(
        readFileSync(sampleFile('11-compiled-jasper/order.jasper')),
      ),
    options: () => ({
      parameters: { p_order_id: '1', SUBREPORT_DIR: '', BaseDir: '' },
      records: [
        ['Business Shirt', 'Wrinkle-free cotton business shirt', 3, 50],
        ['Trousers', 'Black trousers suitable for every business man', 2, 80],
        ['Jacket', 'Fully lined jacket', 1, 150],
        ['Blouse', 'Silk blouse ideal for all business women', 4, 60],
      ].map(([name, description, quantity, price], index) => ({
        PRODUCT_ID: index + 1,
        PRODUCT_NAME: name,
        PRODUCT_DESCRIPTION: description,
        QUANTITY: quantity,
        UNIT_PRICE: price,
        AMOUNT: Number(quantity) * Number(price),
        CUSTOMER_ID: 7,
        CUST_FIRST_NAME: 'Eugene',
        CUST_LAST_NAME: 'Bradley',
        CUST_STREET_ADDRESS1: 'Schoephoester Road',
        CUST_STREET_ADDRESS2: null,
        CUST_CITY: 'Windsor Locks',
        CUST_STATE: 'CT',
        CUST_POSTAL_CODE: '06096',
        CUST_EMAIL: 'eugene.bradley@example.com',
        ORDER_ID: 1,
        ORDER_TOTAL: 1000,
        ORDER_TIMESTAMP: '2024-03-01T10:00:00Z',
        CATEGORY: 'Mens',
        LIST_PRICE: price,
      })),
      resolveImage: () => placeholderImage,
    }),
  },
  {
    id: '11-compiled-master-detail',
    note: 'compiled .jasper master and subreport, tables and columns as JSON instead of SQL',
    design: () =>
      readJasperReport(
        readFileSync(sampleFile('11-compiled-jasper/master_detail.jasper')),
      ),
    options: () => ({
      parameters: { SUBREPORT_DIR: '' },
      records: ['CLIENTI', 'FATTURE', 'RIGHE_FATTURA'].map((name, index) => ({
        TABLE_NAME: name,
        TABLESPACE_NAME: 'USERS',
        STATUS: 'VALID',
        NUM_ROWS: 100 * (index + 1),
        BLOCKS: 5 + index,
        LAST_ANALYZED: '2024-03-01T10:00:00Z',
      })),
      resolveSubreport: (name: string) =>
        readJasperReport(
          readFileSync(sampleFile(`11-compiled-jasper/${path.basename(name)}`)),
        ),
      subreportRecords: (
        _name: string,
        parameters: Record<string, JavaValue>,
      ) =>
        ['ID', 'DESCRIZIONE', 'IMPORTO'].map((column, index) => ({
          TABLE_NAME: parameters['p_table_name'],
          COLUMN_NAME: column,
          DATA_TYPE: index === 2 ? 'NUMBER' : 'VARCHAR2',
          DATA_LENGTH: index === 2 ? 22 : 100,
          NULLABLE: index === 0 ? 'N' : 'Y',
          COLUMN_ID: index + 1,
        })),
    }),
  },
];

/** Fills one sample. */
export function fillSample(sample: SampleCase): PrintDocument {
  const design = sample.design();
  return fillReport(design, sample.options(design));
}
