import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJrxml } from '../jrxml';
import type { PrintFrame, PrintText } from '../print';
import { fillReport } from './fill-report';
import { band, testReport } from './test-report';
import { fontFile } from './text/font-files';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
const withFonts = fontFile('DejaVu Sans', false, false)
  ? describe
  : describe.skip;

withFonts('fill: frames', () => {
  const long = 'word '.repeat(60).trim();
  const frameReport = (frameAttributes = '') =>
    testReport(`<field name="t" class="java.lang.String"/>
<detail>${band(
      30,
      `<frame><reportElement x="0" y="0" width="100" height="30" ${frameAttributes}/>
  <box><pen lineWidth="1.0"/></box>
  <textField textAdjust="StretchHeight"><reportElement x="0" y="0" width="100" height="12"/>
    <textElement><font fontName="DejaVu Sans" size="8"/></textElement>
    <textFieldExpression><![CDATA[$F{t}]]></textFieldExpression></textField>
  <staticText><reportElement positionType="Float" x="0" y="14" width="100" height="10"/>
    <textElement><font fontName="DejaVu Sans" size="8"/></textElement>
    <text><![CDATA[below]]></text></staticText>
</frame>`,
    )}</detail>`);

  it('grows with the text it holds and moves Float children down', () => {
    const document = fillReport(frameReport(), {
      records: [
        { t: 'short' },
        { t: 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(2) },
      ],
    });
    const frames = document.pages[0].elements as PrintFrame[];
    expect(frames).toHaveLength(2);
    expect(frames[0]).toMatchObject({ y: 20, height: 30 });
    const [text, below] = frames[1].children as PrintText[];
    expect(text.lines?.length).toBeGreaterThan(1);
    expect(below.y).toBe(text.height + 2);
    expect(frames[1].height).toBe(below.y + 10 + 6);
    expect(frames[1].y).toBe(50);
  });

  it('splits across pages with its content, continuing at the top of the next page', () => {
    const document = fillReport(frameReport(), {
      records: [{ t: long }, { t: long }, { t: long }],
    });
    expect(document.pages.length).toBeGreaterThan(1);
    const all = document.pages.flatMap((page) =>
      (page.elements as PrintFrame[]).flatMap(
        (frame) => frame.children as PrintText[],
      ),
    );
    const printed = all
      .filter((text) => text.text !== 'below')
      .map((text) => text.text)
      .join('');
    expect(printed.replace(/\s/g, '')).toBe(long.repeat(3).replace(/\s/g, ''));
    for (const page of document.pages)
      for (const frame of page.elements)
        expect(frame.y + frame.height).toBeLessThanOrEqual(280);
  });

  (existsSync(SAMPLES) ? it : it.skip)(
    '08-test-frames: a frame pushed past the page by its text goes on at its design height',
    () => {
      const document = fillReport(
        parseJrxml(
          readFileSync(
            path.join(SAMPLES, '08-test-frames/FramesReport.1.jrxml'),
            'utf8',
          ),
        ),
      );
      expect(document.pages).toHaveLength(2);
      const [first] = document.pages[0].elements as PrintFrame[];
      expect(first).toMatchObject({ y: 50, height: 742 });
      const text = first.children[0] as PrintText;
      expect(text.lines).toContain('blah.');
      expect(text.height).toBeGreaterThan(25);
      const [second] = document.pages[1].elements as PrintFrame[];
      expect(second).toMatchObject({
        kind: 'frame',
        y: 50,
        height: 742,
        children: [],
      });
    },
  );
});

describe('fill: break elements', () => {
  const report = (type: string, columns = '') =>
    testReport(
      `<field name="n" class="java.lang.String"/>
<detail>${band(
        40,
        `<staticText><reportElement x="0" y="0" width="80" height="10"/><text><![CDATA[before]]></text></staticText>
<break type="${type}"><reportElement x="0" y="15" width="80" height="1"/></break>
<textField><reportElement x="0" y="20" width="80" height="10"/><textFieldExpression><![CDATA[$F{n}]]></textFieldExpression></textField>`,
      )}</detail>`,
      columns,
    );

  it('Page: what is below the break prints at the top of the next page', () => {
    const document = fillReport(report('Page'), {
      records: [{ n: 'one' }, { n: 'two' }],
    });
    const texts = document.pages.map((page) =>
      (page.elements as PrintText[]).map((text) => `${text.text}@${text.y}`),
    );
    expect(texts).toEqual([['before@20'], ['one@20', 'before@40'], ['two@20']]);
  });

  it('Column: what is below the break goes to the next column', () => {
    const document = fillReport(
      report('Column', 'columnCount="2" columnWidth="90"'),
      { records: [{ n: 'one' }] },
    );
    expect(document.pages).toHaveLength(1);
    const placed = (document.pages[0].elements as PrintText[]).map(
      (text) => `${text.text}@${text.x},${text.y}`,
    );
    expect(placed).toEqual(['before@10,20', 'one@100,20']);
  });
});
