import type { PrintImage } from '../print';
import { fillReport } from './fill-report';
import { FillError } from './fill-error';
import { band, testReport } from './test-report';

const components =
  'xmlns:jr="http://jasperreports.sourceforge.net/jasperreports/components"';
const report = (barcode: string) =>
  testReport(
    `<detail>${band(
      40,
      `<componentElement><reportElement x="5" y="2" width="120" height="40"/>${barcode}</componentElement>`,
    )}</detail>`,
  );
const svgOf = (image: PrintImage) =>
  Buffer.from(
    (image.dataUrl ?? '').replace('data:image/svg+xml;base64,', ''),
    'base64',
  ).toString('utf8');

describe('fill: barcode components', () => {
  it('draws a barcode4j EAN13 as an SVG image in the element, kept in shape', () => {
    const document = fillReport(
      report(
        `<jr:EAN13 ${components}><jr:codeExpression><![CDATA["490123456789"]]></jr:codeExpression></jr:EAN13>`,
      ),
      { records: [{}] },
    );
    const image = document.pages[0].elements[0] as PrintImage;
    expect(image).toMatchObject({
      kind: 'image',
      x: 15,
      y: 22,
      width: 120,
      height: 40,
      scaleImage: 'RetainShape',
    });
    expect(image.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(image)).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
  });

  it('draws a barbecue Code128 and a barcode4j QR code', () => {
    for (const barcode of [
      `<jr:barbecue ${components} type="Code128" drawText="true"><jr:codeExpression><![CDATA["ABC-123"]]></jr:codeExpression></jr:barbecue>`,
      `<jr:QRCode ${components}><jr:codeExpression><![CDATA["https://example.org"]]></jr:codeExpression></jr:QRCode>`,
    ]) {
      const image = fillReport(report(barcode), { records: [{}] }).pages[0]
        .elements[0] as PrintImage;
      expect(svgOf(image)).toContain('<path');
    }
  });

  it('prints an empty image for a null code and refuses a code the symbology cannot encode', () => {
    const empty = fillReport(
      report(
        `<jr:EAN13 ${components}><jr:codeExpression><![CDATA[null]]></jr:codeExpression></jr:EAN13>`,
      ),
      { records: [{}] },
    ).pages[0].elements[0] as PrintImage;
    expect(empty.kind).toBe('image');
    expect(empty.dataUrl).toBeUndefined();
    const wrong = () =>
      fillReport(
        report(
          `<jr:EAN13 ${components}><jr:codeExpression><![CDATA["not digits"]]></jr:codeExpression></jr:EAN13>`,
        ),
        { records: [{}] },
      );
    expect(wrong).toThrow(FillError);
    expect(wrong).toThrow(/Codice a barre EAN13 non valido per "not digits"/);
  });
});
