import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { BigDecimal } from './big-decimal';
import { contextFromRecords } from './context';
import { compileExpression } from './evaluator';
import { parseExpression } from './parser';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);

function jrxmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return jrxmlFiles(full);
    return name.endsWith('.jrxml') ? [full] : [];
  });
}

/** A sample value for each declared Java class, so that every expression can run. */
function sampleValue(className: string | null): unknown {
  switch (className) {
    case 'java.lang.Integer':
    case 'java.lang.Long':
    case 'java.lang.Short':
      return BigInt(3);
    case 'java.lang.Double':
    case 'java.lang.Float':
    case 'java.lang.Number':
      return 12.5;
    case 'java.math.BigDecimal':
      return BigDecimal.parse('1234.50');
    case 'java.lang.Boolean':
      return true;
    case 'java.util.Date':
    case 'java.sql.Date':
    case 'java.sql.Timestamp':
      return new Date('2026-11-21T09:05:03Z');
    case 'java.util.Set':
    case 'java.util.Collection':
      return new Set(['a']);
    case 'java.util.List':
      return ['a'];
    default:
      return 'testo';
  }
}

const BUILT_IN_VARIABLES = [
  'PAGE_NUMBER',
  'PAGE_COUNT',
  'COLUMN_NUMBER',
  'COLUMN_COUNT',
  'REPORT_COUNT',
];

/** Declared fields, parameters and variables of a template (all datasets), with sample values. */
function sampleContext(file: string) {
  const document = new DOMParser().parseFromString(
    readFileSync(file, 'utf8'),
    'text/xml',
  );
  const declared = (tag: string): Record<string, unknown> =>
    Object.fromEntries(
      Array.from(document.getElementsByTagName(tag)).map((element) => [
        element.getAttribute('name') ?? '',
        sampleValue(element.getAttribute('class')),
      ]),
    );
  const variables: Record<string, unknown> = declared('variable');
  for (const name of BUILT_IN_VARIABLES) variables[name] = BigInt(2);
  for (const group of Array.from(document.getElementsByTagName('group'))) {
    variables[`${group.getAttribute('name')}_COUNT`] = BigInt(2);
  }
  // Built-in parameters JasperReports declares itself (the JSON ones come from its JSON data source).
  const parameters = {
    REPORT_LOCALE: 'it_IT',
    REPORT_CONNECTION: null,
    JSON_LOCALE: 'it_IT',
    'net.sf.jasperreports.json.date.pattern': 'yyyy-MM-dd',
    'net.sf.jasperreports.json.number.pattern': '#,##0.##',
    ...declared('parameter'),
  };
  return contextFromRecords({
    fields: declared('field'),
    parameters,
    variables,
    now: () => new Date(0),
  });
}

interface SampleExpression {
  file: string;
  element: string;
  line: number;
  text: string;
}

/** Every `<...Expression>` (6.x) and `<expression>` (7.x) element, CDATA included. */
function expressionsOf(file: string): SampleExpression[] {
  const document = new DOMParser().parseFromString(
    readFileSync(file, 'utf8'),
    'text/xml',
  );
  const all = Array.from(document.getElementsByTagName('*'));
  return all
    .filter(
      (element) =>
        element.localName === 'expression' ||
        element.localName.endsWith('Expression'),
    )
    .map((element) => ({
      file: path.relative(SAMPLES, file),
      element: element.localName,
      line: (element as unknown as { lineNumber: number }).lineNumber,
      text: element.textContent ?? '',
    }))
    .filter((expression) => expression.text.trim() !== '');
}

const samplesPresent = existsSync(SAMPLES);
const describeSamples = samplesPresent ? describe : describe.skip;
const title = samplesPresent
  ? 'expressions of the sample templates'
  : `expressions of the sample templates — skipped: ${SAMPLES} does not exist`;

describeSamples(title, () => {
  const expressions = samplesPresent
    ? jrxmlFiles(SAMPLES).flatMap(expressionsOf)
    : [];

  it('finds the expressions of both JRXML formats', () => {
    expect(expressions.length).toBeGreaterThan(150);
    expect(expressions.some((e) => e.element === 'expression')).toBe(true);
    expect(expressions.some((e) => e.element === 'textFieldExpression')).toBe(
      true,
    );
    expect(expressions.some((e) => e.text.includes('msg('))).toBe(true);
  });

  it('parses every one of them', () => {
    const failures = expressions.flatMap((expression) => {
      try {
        parseExpression(expression.text);
        return [];
      } catch (error) {
        return [
          `${expression.file}:${expression.line} <${expression.element}> ${expression.text}: ${(error as Error).message}`,
        ];
      }
    });
    expect(failures).toEqual([]);
  });

  it('evaluates every one of them with sample values of the declared classes', () => {
    const failures = expressions.flatMap((expression) => {
      try {
        const context = sampleContext(path.join(SAMPLES, expression.file));
        const value = compileExpression(expression.text).evaluate(context);
        return value === undefined
          ? [`${expression.file}:${expression.line} gave undefined`]
          : [];
      } catch (error) {
        return [
          `${expression.file}:${expression.line} ${expression.text}: ${(error as Error).message}`,
        ];
      }
    });
    expect(failures).toEqual([]);
  });
});
