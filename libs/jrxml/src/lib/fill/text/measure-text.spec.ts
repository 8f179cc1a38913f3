import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrintFont, PrintParagraph } from '../../print';
import { fontFile } from './font-files';
import { measureText } from './measure-text';

const font: PrintFont = {
  name: 'DejaVu Sans',
  size: 8,
  bold: false,
  italic: false,
  underline: false,
  strikeThrough: false,
};
const paragraph: PrintParagraph = {
  lineSpacing: 'Single',
  firstLineIndent: 0,
  leftIndent: 0,
  rightIndent: 0,
  spacingBefore: 0,
  spacingAfter: 0,
};
const frame = (width: number, maxHeight = 1000) => ({
  width,
  maxHeight,
  leftPadding: 0,
  rightPadding: 0,
});
const describeFonts = fontFile('DejaVu Sans', false, false)
  ? describe
  : describe.skip;

describeFonts('measureText (DejaVu Sans installed)', () => {
  it('wraps at spaces with the line height of the hhea metrics, as AWT does', () => {
    const measured = measureText(
      'Océano Atlántico Ltda., Buenos Aires',
      font,
      paragraph,
      frame(110),
    );
    expect(measured.lines).toEqual(['Océano Atlántico Ltda.,', 'Buenos Aires']);
    // (1901 + 483) / 2048 * 8 per line.
    expect(measured.textHeight).toBeCloseTo(18.625, 4);
    expect(measured.consumed).toBe(36);
  });

  it('keeps explicit newlines, empty paragraphs and cuts words longer than the line', () => {
    expect(measureText('a\n\nb\n', font, paragraph, frame(100)).lines).toEqual([
      'a',
      '',
      'b',
    ]);
    const long = measureText('x'.repeat(40), font, paragraph, frame(50));
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join('')).toBe('x'.repeat(40));
  });

  it('stops at the height limit and says how much text it consumed', () => {
    const measured = measureText(
      'Rattlesnake Canyon Grocery, Albuquerque',
      font,
      paragraph,
      frame(110, 13),
    );
    // JasperReports printed "Rattlesnake Canyon " at the bottom of page 13, the rest on page 14.
    expect(measured.lines).toEqual(['Rattlesnake Canyon']);
    expect(measured.consumed).toBe('Rattlesnake Canyon '.length);
  });

  it('applies the line spacing from the second line on', () => {
    const text = 'one\ntwo\nthree';
    const single = measureText(text, font, paragraph, frame(100)).textHeight;
    const double = measureText(
      text,
      font,
      { ...paragraph, lineSpacing: 'Double' },
      frame(100),
    ).textHeight;
    const ascent = (1901 / 2048) * 8;
    expect(double - single).toBeCloseTo(2 * ascent, 4);
  });

  const SAMPLES = path.resolve(
    __dirname,
    '../../../../../../../shared/standards/jasperreports',
  );
  const reference = path.join(
    SAMPLES,
    '01-firstjasper/test-variant/FirstJasper.reference.jrpxml',
  );
  (existsSync(reference) ? it : it.skip)(
    'breaks every FirstJasper name like JasperReports did (1 or 2 lines)',
    () => {
      const xml = readFileSync(reference, 'utf8');
      const names = [
        ...xml.matchAll(
          /width="110" height="(11|19)"[^]*?<textContent><!\[CDATA\[(.*?)\]\]>/g,
        ),
      ];
      expect(names.length).toBeGreaterThan(800);
      const wrong = names.filter(
        ([, height, text]) =>
          measureText(text, font, paragraph, frame(110)).lines.length !==
          (height === '19' ? 2 : 1),
      );
      expect(wrong.map(([, , text]) => text)).toEqual([]);
    },
  );
});
