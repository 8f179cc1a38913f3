import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJasperReport } from '../jasper';
import { parseJrxml } from '../jrxml';
import type { Field, ReportDesign } from '../model';
import { fillReport } from './fill-report';
import { pageTexts } from './test-report';

const COMPILED = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports/11-compiled-jasper',
);
const describeSamples = existsSync(COMPILED) ? describe : describe.skip;

/** A plausible value for a field of the given class, different per record. */
function sampleValue(field: Field, index: number): unknown {
  switch (field.valueClass) {
    case 'java.lang.String':
      return `${field.name} ${index}`;
    case 'java.math.BigDecimal':
    case 'java.lang.Double':
      return `${index * 3}.25`;
    case 'java.lang.Integer':
    case 'java.lang.Long':
      return index * 7;
    case 'java.util.Date':
    case 'java.sql.Timestamp':
      return `2024-01-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00Z`;
    default:
      return null;
  }
}

const records = (design: ReportDesign) =>
  Array.from({ length: 40 }, (_, index) =>
    Object.fromEntries(
      design.mainDataset.fields.map((field) => [
        field.name,
        sampleValue(field, index),
      ]),
    ),
  );

describeSamples(
  'fill: a compiled .jasper fills like its .jrxml (skipped without the samples)',
  () => {
    it.each(['order', 'orders', 'master_detail', 'master_detail_subreport1'])(
      '%s',
      (name) => {
        const fromJrxml = parseJrxml(
          readFileSync(path.join(COMPILED, `${name}.jrxml`)),
        );
        const fromJasper = readJasperReport(
          readFileSync(path.join(COMPILED, `${name}.jasper`)),
        );
        const options = {
          records: records(fromJrxml),
          parameters: { pAppUser: 'ADMIN' },
          resolveImage: () => 'data:image/png;base64,',
          unsupportedElements: 'omit' as const,
          now: () => new Date('2024-05-01T12:00:00Z'),
        };
        const expected = fillReport(fromJrxml, options);
        const texts = expected.pages.flatMap((_, page) =>
          pageTexts(expected, page),
        );
        const printedFields = fromJrxml.mainDataset.fields.filter((field) =>
          texts.includes(`${field.name} 0`),
        );
        expect(printedFields.length).toBeGreaterThan(0);
        expect(fillReport(fromJasper, options)).toEqual(expected);
      },
    );
  },
);
