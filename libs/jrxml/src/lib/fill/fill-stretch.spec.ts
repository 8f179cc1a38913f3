import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJrxml } from '../jrxml';
import type { PrintElement, PrintText } from '../print';
import { fillReport } from './fill-report';
import { fontFile } from './text/font-files';

const SAMPLES = path.resolve(
  __dirname,
  '../../../../../../shared/standards/jasperreports',
);
const describeStretch =
  existsSync(SAMPLES) && fontFile('DejaVu Sans', false, false)
    ? describe
    : describe.skip;

const texts = (elements: PrintElement[]): PrintText[] =>
  elements.flatMap((element) =>
    element.kind === 'text'
      ? [element]
      : element.kind === 'frame'
        ? texts(element.children)
        : [],
  );

describeStretch('fill: 07-stretch StretchReport', () => {
  const design = parseJrxml(
    readFileSync(path.join(SAMPLES, '07-stretch/StretchReport.jrxml'), 'utf8'),
  );
  const document = fillReport(design, { records: Array(10).fill({}) });
  const all = document.pages.flatMap((page) => texts(page.elements));
  const chunks = all.filter((text) =>
    /chunk of text|downwards\.$/.test(text.text),
  );
  const whole = chunks.filter(
    (text) =>
      text.text.startsWith('This is a') && text.text.endsWith('downwards.'),
  );
  const continued = chunks.filter((text) => !text.text.startsWith('This is a'));

  it('fills without error, the detail bands growing with their texts', () => {
    expect(document.pages.length).toBeGreaterThan(1);
    // Text fields 16 pt (or 0 pt) high in the design, 12 pt font, 100 pt wide: several lines.
    expect(whole.length).toBeGreaterThan(20);
    for (const text of whole) {
      expect(text.lines?.length).toBeGreaterThan(3);
      expect(text.height).toBeGreaterThan(50);
    }
  });

  it('moves the Float fields below the grown ones and splits the last band across pages', () => {
    const first = document.pages[0].elements.filter(
      (element): element is PrintText =>
        element.kind === 'text' && element.text.includes('FIRST long'),
    )[0];
    const second = document.pages[0].elements.filter(
      (element): element is PrintText =>
        element.kind === 'text' && element.text.includes('SECOND long'),
    )[0];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(continued.length).toBeGreaterThan(0);
  });

  it('cuts the texts that do not stretch, by word, by character or with a suffix', () => {
    const title = texts(document.pages[0].elements);
    const byWord = title.find((text) =>
      text.text.startsWith('Text elements that do not stretch'),
    );
    const bySuffix = title.find((text) =>
      text.text.startsWith('Also, a suffix'),
    );
    expect(byWord?.height).toBe(100);
    const visible = (text?: PrintText) => text?.lines?.join(' ') ?? '';
    expect(visible(byWord).length).toBeLessThan(byWord?.text.length ?? 0);
    expect(visible(bySuffix).endsWith('…')).toBe(true);
  });
});
