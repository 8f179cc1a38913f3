import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJrxml } from '../jrxml';
import type { PrintDocument, PrintElement, PrintText } from '../print';
import { csvRecords } from './csv-records';
import { fillReport } from './fill-report';
import { jsonRecords } from './json-path';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
const describeSamples = existsSync(SAMPLES) ? describe : describe.skip;

function pageTexts(elements: PrintElement[]): PrintText[] {
  return elements.flatMap((element) =>
    element.kind === 'text'
      ? [element]
      : element.kind === 'frame'
        ? pageTexts(element.children)
        : [],
  );
}
const texts = (document: PrintDocument, page: number) =>
  pageTexts(document.pages[page].elements).map((text) => text.text);

const read = (file: string) => readFileSync(path.join(SAMPLES, file), 'utf8');

/** northwind.json is JSON with comments and two non-standard keys (as Jackson reads it). */
const northwind = (): unknown =>
  JSON.parse(
    read('05-json-subreport/northwind.json')
      .replace(/\t\/\/[^\n]*/g, '')
      .replace('Phone:', '"Phone":')
      .replace("'PostalCode':", '"PostalCode":'),
  );

describeSamples(
  'fill: samples with data (skipped without ../shared/standards/jasperreports)',
  () => {
    describe('04-csv CsvDataSourceReport', () => {
      const design = parseJrxml(read('04-csv/CsvDataSourceReport.jrxml'));
      const records = csvRecords(read('04-csv/CsvDataSource.txt'), {
        columnNames: ['city', 'id', 'name', 'address', 'state'],
      });
      const document = fillReport(design, {
        parameters: {
          ReportTitle: 'Address Report',
          DataFile: 'CsvDataSource.txt - CSV data source',
          IncludedStates: new Set(['Active', 'Trial']),
        },
        records,
      });

      it('prints the filtered records on two A4 pages with "Page x of 2"', () => {
        expect(document.pages).toHaveLength(2);
        expect([document.pageWidth, document.pageHeight]).toEqual([595, 842]);
        expect(texts(document, 0)).toEqual(
          expect.arrayContaining(['Address Report', 'Page 1 of', ' 2']),
        );
        expect(texts(document, 1)).toEqual(
          expect.arrayContaining(['Page 2 of', ' 2']),
        );
      });

      it('counts every record on the last page footer only', () => {
        expect(texts(document, 1)).toContain(
          'There were 24 address records on this report.',
        );
        expect(texts(document, 0).join('|')).not.toContain('There were');
      });

      it('groups by city, sorted descending, numbered at group end, with per-group counts', () => {
        const all = [...texts(document, 0), ...texts(document, 1)];
        const headers = all.filter((text) => /^ {2}\d+\. /.test(text));
        expect(headers[0]).toBe('  1. San Francisco');
        expect(headers.at(-1)).toMatch(/^ {2}\d+\. Berne$/);
        const counts = all
          .filter((_, i) => all[i - 1] === 'Count :')
          .map(Number);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(24);
        expect(counts).toHaveLength(headers.length);
      });
    });

    describe('05-json JsonCustomersReport (subreport left out)', () => {
      const design = parseJrxml(
        read('05-json-subreport/JsonCustomersReport.jrxml'),
      );
      const customers = jsonRecords(northwind(), 'Northwind.Customers');

      it('refuses the subreport by default, naming the element and its line', () => {
        expect(() => fillReport(design, { records: customers })).toThrow(
          /Elemento non ancora supportato nella stampa: subreport \(<subreport> riga 51\)/,
        );
      });

      it('prints one detail band per customer with json.field.expression paths', () => {
        const document = fillReport(design, {
          records: customers,
          unsupportedElements: 'omit',
        });
        const all = document.pages.flatMap((_, page) => texts(document, page));
        expect(customers).toHaveLength(91);
        expect(all).toEqual(
          expect.arrayContaining(['ALFKI', 'Alfreds Futterkiste', 'WOLZA']),
        );
        // 842 - 2 * 50 margins - 40 page footer = 702 pt: 50 title + 21 header + 12 details of 50
        // on the first page, 21 + 13 details on the next ones.
        expect(document.pages).toHaveLength(1 + Math.ceil((91 - 12) / 13));
        const last = document.pages.length;
        expect(texts(document, last - 1)).toEqual(
          expect.arrayContaining([`Page ${last} of`, ` ${last}`]),
        );
      });
    });

    describe('06-jsonql NorthwindOrdersReport (orders grouped by customer)', () => {
      interface Customer {
        CustomerID: string;
        CompanyName: string;
        City: string;
      }
      interface Order {
        CustomerID: string;
        OrderID: number;
        OrderDate: string;
        Freight: number;
      }
      const data = northwind() as {
        Northwind: { Customers: Customer[]; Orders: Order[] };
      };
      // The records the sample's JSONQL query "..Orders(@size > 1).*" selects from its nested data.
      const records = data.Northwind.Customers.flatMap((customer) => {
        const orders = data.Northwind.Orders.filter(
          (o) => o.CustomerID === customer.CustomerID,
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
      });
      const document = fillReport(
        parseJrxml(read('06-jsonql-groups/NorthwindOrdersReport.jrxml')),
        {
          records,
        },
      );
      const all = document.pages.flatMap((_, page) => texts(document, page));

      it('prints a header and a footer with count and freight total per customer', () => {
        const alfki = records.filter((record) => record.CustomerID === 'ALFKI');
        const start = all.indexOf('ALFKI');
        const footer = all.indexOf('Total :', start);
        expect(all[footer + 1]).toBe(String(alfki.length));
        const total = alfki.reduce(
          (sum, record) => sum + Number(record.Freight),
          0,
        );
        expect(all[footer + 2]).toBe(`€ ${total.toFixed(2).replace('.', ',')}`);
        expect(all.filter((text) => text === 'Total :')).toHaveLength(
          new Set(records.map((record) => record.CustomerID)).size,
        );
      });

      it('formats dates with the text field pattern and numbers every page', () => {
        // ALFKI's first order: 10643 of 2017-08-25, pattern "yyyy, MMM dd" in it-IT.
        expect(
          all.slice(all.indexOf('10643'), all.indexOf('10643') + 2),
        ).toEqual(['10643', '2017, ago 25']);
        const pages = document.pages.length;
        expect(pages).toBeGreaterThan(10);
        expect(texts(document, pages - 1)).toEqual(
          expect.arrayContaining([`Page ${pages} of`, ` ${pages}`]),
        );
      });
    });

    describe('10-mysd33 invoice-report (7.x, CSV with a header row)', () => {
      const rows = csvRecords(read('10-mysd33-invoice-with-jr-pdf/order.csv'), {
        useFirstRowAsHeader: true,
      });
      const first = rows[0];
      const parameters = Object.fromEntries(
        Object.entries(first).filter(
          ([name]) =>
            ![
              'itemCode',
              'itemName',
              'quantity',
              'unitPrice',
              'amount',
              'note',
            ].includes(name),
        ),
      );
      const document = fillReport(
        parseJrxml(read('10-mysd33-invoice-with-jr-pdf/invoice-report.jrxml')),
        {
          parameters,
          records: rows,
          unsupportedElements: 'omit',
        },
      );

      it('sums the amounts into the summary total on the last page', () => {
        const total = rows.reduce((sum, row) => sum + Number(row['amount']), 0);
        const formatted = String(total).replace(/\B(?=(\d{3})+$)/g, '.');
        const last = document.pages.length - 1;
        expect(texts(document, last)).toEqual(
          expect.arrayContaining(['合計', formatted]),
        );
      });

      it('puts every item on some page and "n / pages" in each footer', () => {
        const all = document.pages.flatMap((_, page) => texts(document, page));
        for (const row of rows) expect(all).toContain(row['itemCode']);
        document.pages.forEach((_, page) => {
          expect(texts(document, page)).toEqual(
            expect.arrayContaining([
              String(page + 1),
              `/ ${document.pages.length}`,
            ]),
          );
        });
      });
    });

    describe('01-firstjasper test-variant against the JasperReports reference fill (.jrpxml)', () => {
      const folder = '01-firstjasper/test-variant';
      const document = fillReport(
        parseJrxml(read(`${folder}/FirstJasper.jrxml`)),
        {
          records: csvRecords(read(`${folder}/orders.csv`), {
            useFirstRowAsHeader: true,
          }),
          resolveImage: () => 'data:image/png;base64,',
          timeZone: 'GMT',
        },
      );
      const referencePage = read(
        `${folder}/FirstJasper.reference.jrpxml`,
      ).split('<page>')[1];
      const reference = [
        ...referencePage.matchAll(/<(text|line|frame|image)\b.*?<\/\1>/gs),
      ].map(([element, kind]) => {
        const [x, y, width, height] = (
          /x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/.exec(element) ?? []
        )
          .slice(1)
          .map(Number);
        const text = /<textContent><!\[CDATA\[(.*?)\]\]>/s.exec(element)?.[1];
        return {
          kind,
          x,
          y,
          width,
          height,
          text: kind === 'text' ? (text ?? '') : undefined,
        };
      });

      interface PlacedText {
        x: number;
        y: number;
        height: number;
        text: string;
        lines?: string[];
      }
      /** Texts with page coordinates (frame children moved by their frame). */
      const absoluteTexts = (
        elements: PrintElement[],
        dx = 0,
        dy = 0,
      ): PlacedText[] =>
        elements.flatMap((element): PlacedText[] =>
          element.kind === 'text'
            ? [
                {
                  x: element.x + dx,
                  y: element.y + dy,
                  height: element.height,
                  text: element.text,
                  lines: element.lines,
                },
              ]
            : element.kind === 'frame'
              ? absoluteTexts(element.children, element.x + dx, element.y + dy)
              : [],
        );
      /** The texts of a reference page, frames' children moved by their frame. */
      const referenceTexts = (xml: string): PlacedText[] => {
        const texts: PlacedText[] = [];
        const origins: [number, number][] = [[0, 0]];
        for (const match of xml.matchAll(
          /<(frame|text)\b[^>]*>\s*<reportElement[^>]*?x="(-?\d+)" y="(-?\d+)" width="\d+" height="(\d+)"|<\/frame>|<textContent><!\[CDATA\[(.*?)\]\]>/gs,
        )) {
          const [dx, dy] = origins[origins.length - 1];
          if (match[0] === '</frame>') origins.pop();
          else if (match[1] === 'frame')
            origins.push([dx + Number(match[2]), dy + Number(match[3])]);
          else if (match[1] === 'text')
            texts.push({
              x: dx + Number(match[2]),
              y: dy + Number(match[3]),
              height: Number(match[4]),
              text: '',
            });
          else if (match[5] !== undefined)
            texts[texts.length - 1].text = match[5];
        }
        return texts;
      };

      it('places title, headers, groups and the first detail rows exactly where JasperReports did', () => {
        const firstBelow = reference.findIndex((element) => element.y > 300);
        const expected = reference.slice(0, firstBelow);
        const actual = document.pages[0].elements
          .slice(0, expected.length)
          .map((element) => ({
            kind: element.kind,
            x: element.x,
            y: element.y,
            width: element.width,
            height: element.height,
            text: element.kind === 'text' ? element.text : undefined,
          }));
        // it-IT instead of en_US.
        const localized: Record<string, string> = {
          'There are 830 orders on this report, with a total freight of 64,942.69':
            'There are 830 orders on this report, with a total freight of 64.942,69',
          'Sat, Apr 28, 2018': 'sab, apr 28, 2018',
          '29.83': '29,83',
        };
        expect(expected.length).toBeGreaterThan(40);
        expect(actual).toEqual(
          expected.map((element) => ({
            ...element,
            text:
              element.text === undefined
                ? undefined
                : (localized[element.text] ??
                  element.text.replace(/^(\d+)\.(\d\d)$/, '$1,$2')),
          })),
        );
      });

      it('fills 17 pages like JasperReports, every text within 2 pt of its place there', () => {
        const referencePages = read(`${folder}/FirstJasper.reference.jrpxml`)
          .split('<page>')
          .slice(1);
        expect(document.pages).toHaveLength(referencePages.length);
        expect(referencePages).toHaveLength(17);
        const deviations: number[] = [];
        const mismatched: string[] = [];
        referencePages.forEach((xml, page) => {
          const expected = referenceTexts(xml);
          const actual = absoluteTexts(document.pages[page].elements);
          if (expected.length !== actual.length)
            mismatched.push(
              `page ${page + 1}: ${actual.length} texts, JasperReports ${expected.length}`,
            );
          expected.forEach((text, i) => {
            const mine = actual[i];
            if (!mine) return;
            deviations.push(
              Math.max(
                Math.abs(mine.x - text.x),
                Math.abs(mine.y - text.y),
                Math.abs(mine.height - text.height),
              ),
            );
          });
        });
        const max = Math.max(...deviations);
        const mean =
          deviations.reduce((sum, value) => sum + value, 0) / deviations.length;
        // eslint-disable-next-line no-console
        console.log(
          `FirstJasper: ${document.pages.length} pages, ${deviations.length} texts compared, ` +
            `max deviation ${max} pt, mean ${mean.toFixed(4)} pt`,
        );
        expect(mismatched).toEqual([]);
        expect(deviations.length).toBeGreaterThan(4000);
        expect(max).toBeLessThanOrEqual(2);
      });

      it('puts every element (texts, lines, rectangles, frames, images) where JasperReports did', () => {
        /** kind x y width height of every element, frame children in page coordinates. */
        const mine = (elements: PrintElement[], dx = 0, dy = 0): string[] =>
          elements.flatMap((element) => [
            `${element.kind} ${element.x + dx} ${element.y + dy} ${element.width} ${element.height}`,
            ...(element.kind === 'frame'
              ? mine(element.children, element.x + dx, element.y + dy)
              : []),
          ]);
        const theirs = (xml: string): string[] => {
          const boxes: string[] = [];
          const origins: [number, number][] = [[0, 0]];
          for (const match of xml.matchAll(
            /<(frame|text|line|rectangle|ellipse|image)\b[^>]*>\s*<reportElement[^>]*?x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)"|<\/frame>/g,
          )) {
            const [dx, dy] = origins[origins.length - 1];
            if (match[0] === '</frame>') {
              origins.pop();
              continue;
            }
            const [x, y] = [dx + Number(match[2]), dy + Number(match[3])];
            boxes.push(`${match[1]} ${x} ${y} ${match[4]} ${match[5]}`);
            if (match[1] === 'frame') origins.push([x, y]);
          }
          return boxes;
        };
        const referencePages = read(`${folder}/FirstJasper.reference.jrpxml`)
          .split('<page>')
          .slice(1);
        const expected = referencePages.map(theirs);
        const actual = document.pages.map((page) => mine(page.elements));
        expect(expected.flat().length).toBeGreaterThan(5800);
        expect(actual).toEqual(expected);
      });

      it('counts the pages of each letter group and the column totals like JasperReports', () => {
        const referencePages = read(`${folder}/FirstJasper.reference.jrpxml`)
          .split('<page>')
          .slice(1);
        // "x / y" of the FirstLetterGroup header (y: evaluationTime Group) and column footers.
        const at = (texts: PlacedText[], x: number, y: number) =>
          texts.find((text) => text.x === x && text.y === y)?.text;
        // JasperReports prints "null" for a null value without isBlankWhenNull; we print nothing.
        const numbers = (text?: string) =>
          text === 'null' ? '' : text?.replace(/[.,]/g, '');
        referencePages.forEach((xml, page) => {
          const expected = referenceTexts(xml);
          const actual = absoluteTexts(document.pages[page].elements);
          for (const [x, y] of [
            [260, 100],
            [65, 771],
            [350, 771],
            [230, 771],
            [515, 771],
          ])
            expect([page, x, numbers(at(actual, x, y))]).toEqual([
              page,
              x,
              numbers(at(expected, x, y)),
            ]);
        });
      });

      it('splits a name at the bottom of a page and goes on at the top of the next one', () => {
        const page13 = absoluteTexts(document.pages[12].elements);
        const page14 = absoluteTexts(document.pages[13].elements);
        expect(page13).toContainEqual(
          expect.objectContaining({
            text: 'Rattlesnake Canyon ',
            y: 758,
            height: 13,
          }),
        );
        expect(page14).toContainEqual(
          expect.objectContaining({
            text: 'Grocery, Albuquerque',
            y: 126,
            height: 11,
          }),
        );
        const stretched = page14.find(
          (text) => text.text === 'Rattlesnake Canyon Grocery, Albuquerque',
        );
        expect(stretched).toMatchObject({ height: 19 });
        expect(stretched?.lines).toEqual([
          'Rattlesnake Canyon',
          'Grocery, Albuquerque',
        ]);
      });

      it('fills two columns per page with every order', () => {
        const isOrder = (text: string) => /^1\d{4}$/.test(text);
        const orders = document.pages.flatMap((_, page) =>
          texts(document, page).filter(isOrder),
        );
        expect(orders).toHaveLength(830);
        const columns = new Set(
          document.pages.flatMap((page) =>
            pageTexts(page.elements)
              .filter((element) => isOrder(element.text))
              .map((element) => element.x),
          ),
        );
        expect([...columns].sort()).toEqual([21, 306]);
      });
    });
  },
);
