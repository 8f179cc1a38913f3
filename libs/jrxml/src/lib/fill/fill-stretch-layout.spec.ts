import type { PrintElement } from '../print';
import { fillReport } from './fill-report';
import { testReport } from './test-report';
import { fontFile } from './text/font-files';

const withFonts = fontFile('DejaVu Sans', false, false)
  ? describe
  : describe.skip;

/** kind@y+height of a page's elements (text: its text). */
const boxes = (elements: PrintElement[]) =>
  elements.map(
    (element) =>
      `${element.kind === 'text' ? element.text.slice(0, 6) : element.kind}@${element.y}+${element.height}`,
  );

const TWO_LINES = 'Lorem ipsum dolor sit amet'; // two lines of 10 pt DejaVu Sans in 100 pt

const stretching = (y = 0, more = '') => `<textField textAdjust="StretchHeight">
<reportElement x="0" y="${y}" width="100" height="12" ${more}/>
<textFieldExpression><![CDATA[$F{t}]]></textFieldExpression></textField>`;
const rectangle = (attributes: string) =>
  `<rectangle><reportElement ${attributes}/></rectangle>`;
const report = (children: string, height = 30, bandAttributes = '') =>
  testReport(
    `<field name="t" class="java.lang.String"/>
<detail><band height="${height}" ${bandAttributes}>${children}</band></detail>`,
  );

withFonts('fill: stretch, float, relative stretch', () => {
  it('grows a StretchHeight text to its lines (ceil of 2 x 11.64 pt) and the band with it', () => {
    const document = fillReport(report(stretching()), {
      records: [{ t: TWO_LINES }, { t: 'x' }],
    });
    // Band 30: text grows 12 -> 24, the band keeps its 18 pt below the text: 42.
    expect(boxes(document.pages[0].elements)).toEqual([
      'Lorem @20+24',
      'x@62+12',
    ]);
  });

  it('moves Float elements down, keeps FixRelativeToTop ones, pins FixRelativeToBottom ones', () => {
    const document = fillReport(
      report(
        stretching() +
          rectangle('positionType="Float" x="0" y="14" width="10" height="5"') +
          rectangle('x="20" y="14" width="10" height="5"') +
          rectangle(
            'positionType="FixRelativeToBottom" x="40" y="25" width="10" height="5"',
          ),
      ),
      { records: [{ t: TWO_LINES }] },
    );
    expect(boxes(document.pages[0].elements)).toEqual([
      'Lorem @20+24',
      'rectangle@46+5',
      'rectangle@34+5',
      'rectangle@57+5',
    ]);
  });

  it('moves a Float element only for the grown elements above it that share its width', () => {
    const document = fillReport(
      report(
        stretching() +
          rectangle(
            'positionType="Float" x="120" y="14" width="10" height="5"',
          ) +
          `<elementGroup>${rectangle('stretchType="ElementGroupHeight" x="150" y="0" width="5" height="12"')}${stretching()}</elementGroup>` +
          rectangle('positionType="Float" x="150" y="14" width="5" height="5"'),
      ),
      { records: [{ t: TWO_LINES }] },
    );
    // x=120 is beside the text: it stays; x=150 is below the group line that stretched to 24.
    expect(boxes(document.pages[0].elements)).toEqual([
      'Lorem @20+24',
      'rectangle@34+5',
      'rectangle@20+24',
      'Lorem @20+24',
      'rectangle@46+5',
    ]);
  });

  it('stretches ContainerHeight, ContainerBottom and ElementGroupHeight elements', () => {
    const document = fillReport(
      report(
        `<elementGroup>${stretching()}${rectangle('stretchType="ElementGroupHeight" x="110" y="0" width="5" height="12"')}</elementGroup>` +
          rectangle(
            'stretchType="ContainerHeight" x="120" y="2" width="5" height="26"',
          ) +
          rectangle(
            'stretchType="ContainerBottom" x="130" y="5" width="5" height="20"',
          ),
      ),
      { records: [{ t: TWO_LINES }] },
    );
    expect(boxes(document.pages[0].elements)).toEqual([
      'Lorem @20+24',
      'rectangle@20+24',
      'rectangle@22+38',
      'rectangle@25+32',
    ]);
  });

  it('removes the line of a blank element (isRemoveLineWhenBlank)', () => {
    const document = fillReport(
      report(
        `${stretching(0, 'isRemoveLineWhenBlank="true"')}${rectangle('positionType="Float" x="0" y="14" width="10" height="5"')}`,
        20,
      ),
      { records: [{ t: '' }, { t: 'x' }] },
    );
    // First band: the 0-12 stripe goes, the band is 8 high; the second keeps its 20.
    expect(boxes(document.pages[0].elements)).toEqual([
      'rectangle@22+5',
      'x@28+12',
      'rectangle@42+5',
    ]);
  });

  it('prints a repeated value once (isPrintRepeatedValues false), again on a new page', () => {
    const document = fillReport(
      report(stretching(0, 'isPrintRepeatedValues="false"'), 100),
      { records: [{ t: 'a' }, { t: 'a' }, { t: 'b' }, { t: 'b' }] },
    );
    expect(document.pages.map((page) => boxes(page.elements))).toEqual([
      ['a@20+12'],
      ['b@20+12'],
    ]);
  });

  it('moves a Prevent band whole to the next page, splits a Stretch band', () => {
    const long = `${TWO_LINES} `.repeat(12);
    const prevent = fillReport(
      report(stretching(), 30, 'splitType="Prevent"'),
      {
        records: [{ t: 'x' }, { t: long }],
      },
    );
    expect(boxes(prevent.pages[0].elements)).toEqual(['x@20+12']);
    expect(prevent.pages[1].elements[0]).toMatchObject({ y: 20 });
    const stretch = fillReport(report(stretching(), 30), {
      records: [{ t: 'x' }, { t: long }],
    });
    // 260 pt for bands: the second band starts at 50 and splits at the bottom (280).
    expect(stretch.pages[0].elements[1]).toMatchObject({ y: 50, height: 230 });
    expect(stretch.pages[1].elements[0]).toMatchObject({ y: 20 });
    const [first, rest] = [
      stretch.pages[0].elements[1],
      stretch.pages[1].elements[0],
    ];
    const text = (element: PrintElement) =>
      element.kind === 'text' ? element.text : '';
    expect(text(first) + text(rest)).toBe(long);
  });
});
