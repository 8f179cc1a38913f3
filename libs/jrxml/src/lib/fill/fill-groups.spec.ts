import { fillReport } from './fill-report';
import {
  band,
  findText,
  pageTexts,
  testReport,
  textField,
} from './test-report';

const FIELDS = `<field name="city" class="java.lang.String"/>
  <field name="amount" class="java.math.BigDecimal"/>`;
const records = [
  { city: 'Roma', amount: '10.50' },
  { city: 'Roma', amount: '2.25' },
  { city: 'Milano', amount: '7' },
  { city: 'Napoli', amount: '1.10' },
  { city: 'Napoli', amount: null },
  { city: 'Napoli', amount: '3.00' },
];

describe('fillReport groups', () => {
  const group = (attributes = '') => `
    <group name="City" ${attributes}>
      <groupExpression><![CDATA[$F{city}]]></groupExpression>
      <groupHeader>${band(10, textField('"H " + $F{city} + " " + $V{City_COUNT}'))}</groupHeader>
      <groupFooter>${band(10, textField('"F " + $F{city} + " " + $V{City_COUNT} + " " + $V{total}'))}</groupFooter>
    </group>`;
  const body = (attributes = '') => `${FIELDS}
    <variable name="total" class="java.math.BigDecimal" resetType="Group" resetGroup="City" calculation="Sum">
      <variableExpression><![CDATA[$F{amount}]]></variableExpression>
    </variable>
    ${group(attributes)}
    <detail>${band(10, textField('"D " + $F{amount}'))}</detail>`;

  it('prints a header when the group value changes and a footer with the previous record', () => {
    const document = fillReport(testReport(body()), { records });
    expect(pageTexts(document, 0)).toEqual([
      'H Roma 1',
      'D 10.50',
      'D 2.25',
      'F Roma 2 12.75',
      'H Milano 1',
      'D 7',
      'F Milano 1 7',
      'H Napoli 1',
      'D 1.10',
      'D null',
      'D 3.00',
      'F Napoli 3 4.10',
    ]);
  });

  it('starts a group on a new page with isStartNewPage, but not at the top of a page', () => {
    const document = fillReport(testReport(body('isStartNewPage="true"')), {
      records,
    });
    expect(document.pages).toHaveLength(3);
    expect(pageTexts(document, 1)[0]).toBe('H Milano 1');
    expect(findText(document, 'H Roma 1')).toEqual([0, 20]);
  });

  it('starts a new page when less than minHeightToStartNewPage is left', () => {
    // Bands end at y=280; "Napoli" would start at y=20+40+30=90, with 190 left.
    const fill = (min: number) =>
      fillReport(testReport(body(`minHeightToStartNewPage="${min}"`)), {
        records,
      });
    expect(findText(fill(190), 'H Napoli 1')).toEqual([0, 90]);
    expect(findText(fill(191), 'H Napoli 1')).toEqual([1, 20]);
    expect(findText(fill(1000), 'H Roma 1')).toEqual([0, 20]);
  });

  it('reprints the header of the current group on each new page when asked', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      city: 'Roma',
      amount: String(i),
    }));
    const document = fillReport(
      testReport(body('isReprintHeaderOnEachPage="true"')),
      { records: many },
    );
    expect(document.pages).toHaveLength(2);
    expect(pageTexts(document, 1)[0]).toMatch(/^H Roma/);
  });

  it('does not print a starting group header twice when it moves to a new page', () => {
    const many = [
      ...Array.from({ length: 20 }, (_, i) => ({
        city: 'Roma',
        amount: String(i),
      })),
      { city: 'Milano', amount: '1' },
    ];
    const attributes =
      'isReprintHeaderOnEachPage="true" minHeightToStartNewPage="50"';
    const document = fillReport(testReport(body(attributes)), {
      records: many,
    });
    expect(pageTexts(document, 1)).toEqual([
      'H Milano 1',
      'D 1',
      'F Milano 1 1',
    ]);
  });

  it('evaluates Group-time text fields when the group ends', () => {
    const design = testReport(`${FIELDS}
      <group name="City"><groupExpression><![CDATA[$F{city}]]></groupExpression>
        <groupHeader>${band(10, textField('"rows " + $V{City_COUNT}', 0, 0, 'evaluationTime="Group" evaluationGroup="City"'))}</groupHeader>
      </group>
      <detail>${band(10)}</detail>`);
    const document = fillReport(design, { records });
    expect(pageTexts(document, 0)).toEqual(['rows 2', 'rows 1', 'rows 3']);
  });
});

describe('fillReport evaluationTime Auto', () => {
  it('reads each variable when its own reset scope ends', () => {
    const design = testReport(`${FIELDS}
      <variable name="citySum" class="java.math.BigDecimal" resetType="Group" resetGroup="City" calculation="Sum">
        <variableExpression><![CDATA[$F{amount}]]></variableExpression></variable>
      <variable name="allSum" class="java.math.BigDecimal" calculation="Sum">
        <variableExpression><![CDATA[$F{amount}]]></variableExpression></variable>
      <group name="City"><groupExpression><![CDATA[$F{city}]]></groupExpression>
        <groupHeader>${band(10, textField('$F{city} + " " + $V{citySum} + " of " + $V{allSum}', 0, 0, 'evaluationTime="Auto"'))}</groupHeader>
      </group>
      <detail>${band(10)}</detail>`);
    expect(pageTexts(fillReport(design, { records }), 0)).toEqual([
      'Roma 12.75 of 23.85',
      'Milano 7 of 23.85',
      'Napoli 4.10 of 23.85',
    ]);
  });
});

describe('fillReport variables', () => {
  const variable = (
    name: string,
    calculation: string,
    valueClass: string,
    more = '',
  ) => `
    <variable name="${name}" class="${valueClass}" calculation="${calculation}" ${more}>
      <variableExpression><![CDATA[$F{amount}]]></variableExpression>
    </variable>`;
  const design = testReport(`${FIELDS}
    ${variable('sum', 'Sum', 'java.math.BigDecimal')}
    ${variable('count', 'Count', 'java.lang.Integer')}
    ${variable('distinct', 'DistinctCount', 'java.lang.Integer')}
    ${variable('highest', 'Highest', 'java.math.BigDecimal')}
    ${variable('lowest', 'Lowest', 'java.math.BigDecimal')}
    ${variable('average', 'Average', 'java.math.BigDecimal')}
    ${variable('first', 'First', 'java.math.BigDecimal')}
    <variable name="cities" class="java.lang.Integer" calculation="DistinctCount">
      <variableExpression><![CDATA[$F{city}]]></variableExpression>
    </variable>
    <variable name="perPage" class="java.lang.Integer" resetType="Page" calculation="Count">
      <variableExpression><![CDATA[$F{city}]]></variableExpression>
    </variable>
    <detail>${band(100, textField('"page rows " + $V{perPage} + "/" + $V{PAGE_COUNT}'))}</detail>
    <summary>${band(
      10,
      textField(
        '$V{sum} + "|" + $V{count} + "|" + $V{distinct} + "|" + $V{highest} + "|" + $V{lowest} + "|" + $V{average} + "|" + $V{first} + "|" + $V{cities} + "|" + $V{REPORT_COUNT}',
      ),
    )}</summary>`);
  const document = fillReport(design, { records });
  const summary = pageTexts(document, document.pages.length - 1).at(-1);

  it('computes Sum, Count, DistinctCount, Highest, Lowest, Average and First, skipping nulls', () => {
    // Five non-null amounts: 10.50 2.25 7 1.10 3.00; sum 23.85, average 4.77.
    expect(summary).toBe('23.85|5|5|10.50|1.10|4.77|10.50|3|6');
  });

  it('resets Page variables on each page (PAGE_COUNT and a declared one)', () => {
    expect(document.pages).toHaveLength(3);
    expect(pageTexts(document, 1)).toEqual(['page rows 1/1', 'page rows 2/2']);
  });

  it('counts 0, not null, when the expression is null on every record, like JasperReports', () => {
    const nulls = (name: string, calculation: string, valueClass: string, more = '') => `
      <variable name="${name}" class="${valueClass}" calculation="${calculation}" ${more}>
        <variableExpression><![CDATA[null]]></variableExpression>
        <initialValueExpression><![CDATA[5]]></initialValueExpression>
      </variable>`;
    const design = testReport(`${FIELDS}
      ${nulls('count', 'Count', 'java.lang.Integer')}
      ${nulls('distinct', 'DistinctCount', 'java.lang.Integer')}
      ${nulls('sum', 'Sum', 'java.lang.Integer')}
      ${nulls('highest', 'Highest', 'java.lang.Integer')}
      ${nulls('average', 'Average', 'java.lang.Integer')}
      <detail>${band(10)}</detail>
      <summary>${band(10, textField('$V{count} + "|" + $V{distinct} + "|" + $V{sum} + "|" + $V{highest} + "|" + $V{average}'))}</summary>`);
    const document = fillReport(design, { records });
    expect(pageTexts(document, document.pages.length - 1).at(-1)).toBe('0|0|null|null|null');
  });

  it('increments a variable with incrementType Group once per group', () => {
    const design = testReport(`${FIELDS}
      <variable name="groups" class="java.lang.Integer" incrementType="Group" incrementGroup="City" calculation="Count">
        <variableExpression><![CDATA[Boolean.TRUE]]></variableExpression>
      </variable>
      <group name="City"><groupExpression><![CDATA[$F{city}]]></groupExpression></group>
      <detail>${band(10, textField('$V{groups}'))}</detail>`);
    expect(pageTexts(fillReport(design, { records }), 0)).toEqual([
      '1',
      '1',
      '2',
      '3',
      '3',
      '3',
    ]);
  });
});
