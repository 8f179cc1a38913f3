import type { PrintFrame, PrintText } from '../print';
import { FillError } from './fill-error';
import { fillReport } from './fill-report';
import { band, pageTextElements, testReport, textField } from './test-report';

/** One empty record, like JREmptyDataSource(1): the title prints once. */
const ONE = [{}];

describe('fillReport elements and styles', () => {
  const design = testReport(`
    <style name="Base" isDefault="true" fontName="DejaVu Sans" fontSize="12" forecolor="#111111"/>
    <style name="Bold" style="Base" isBold="true">
      <conditionalStyle>
        <conditionExpression><![CDATA[$P{alarm}]]></conditionExpression>
        <style forecolor="#FF0000"/>
      </conditionalStyle>
    </style>
    <parameter name="alarm" class="java.lang.Boolean"/>
    <parameter name="amount" class="java.math.BigDecimal"/>
    <title><band height="100">
      <staticText><reportElement x="0" y="0" width="50" height="10"/><text><![CDATA[plain]]></text></staticText>
      <staticText><reportElement style="Bold" mode="Opaque" x="0" y="10" width="50" height="10" backcolor="#EEEEEE"/>
        <box leftPadding="3"><pen lineWidth="0.5"/><bottomPen lineWidth="2.0" lineColor="#0000FF"/></box>
        <textElement textAlignment="Right" verticalAlignment="Middle"><font size="8" isItalic="true"/></textElement>
        <text><![CDATA[bold]]></text></staticText>
      <textField pattern="#,##0.00"><reportElement x="0" y="20" width="50" height="10"/>
        <textFieldExpression><![CDATA[$P{amount}]]></textFieldExpression></textField>
      <textField isBlankWhenNull="true"><reportElement x="0" y="30" width="50" height="10"/>
        <textFieldExpression><![CDATA[$P{missing}]]></textFieldExpression></textField>
      <line><reportElement x="0" y="40" width="100" height="0"/><graphicElement><pen lineWidth="2.0" lineStyle="Dashed"/></graphicElement></line>
      <rectangle radius="5"><reportElement x="0" y="45" width="20" height="10" forecolor="#00FF00"/></rectangle>
      <ellipse><reportElement x="30" y="45" width="20" height="10"/></ellipse>
      <frame><reportElement x="60" y="50" width="100" height="40"/>
        <staticText><reportElement x="5" y="5" width="50" height="10"/><text><![CDATA[inside]]></text></staticText>
      </frame>
    </band></title>`);
  const fill = (alarm: boolean) =>
    fillReport(design, {
      parameters: { alarm, amount: 1234.5, missing: null },
      records: ONE,
    });
  const elements = fill(false).pages[0].elements;
  const [plain, bold, amount, blank] = elements as PrintText[];

  it('resolves the default style, the parent style and the element own attributes', () => {
    expect(plain.font).toEqual({
      name: 'DejaVu Sans',
      size: 12,
      bold: false,
      italic: false,
      underline: false,
      strikeThrough: false,
    });
    expect(plain).toMatchObject({
      mode: 'Transparent',
      forecolor: '#111111',
      hTextAlign: 'Left',
      vTextAlign: 'Top',
    });
    expect(bold.font).toMatchObject({
      name: 'DejaVu Sans',
      size: 8,
      bold: true,
      italic: true,
    });
    expect(bold).toMatchObject({
      mode: 'Opaque',
      backcolor: '#EEEEEE',
      hTextAlign: 'Right',
      vTextAlign: 'Middle',
    });
  });

  it('resolves box pens from the box pen and the side pens, and paddings', () => {
    expect(bold.box.top).toEqual({
      lineWidth: 0.5,
      lineStyle: 'Solid',
      lineColor: '#111111',
    });
    expect(bold.box.bottom).toEqual({
      lineWidth: 2,
      lineStyle: 'Solid',
      lineColor: '#0000FF',
    });
    expect([bold.box.leftPadding, bold.box.rightPadding]).toEqual([3, 0]);
    expect(plain.box.left.lineWidth).toBe(0);
  });

  it('applies a conditional style when its condition is true', () => {
    const [, alarmed] = fill(true).pages[0].elements as PrintText[];
    expect(alarmed.forecolor).toBe('#FF0000');
    expect(bold.forecolor).toBe('#111111');
  });

  it('formats text fields with their pattern (it-IT) and blanks nulls', () => {
    expect(amount.text).toBe('1.234,50');
    expect(blank.text).toBe('');
  });

  it('prints lines, rectangles and ellipses opaque with a 1 pt pen in the forecolor by default', () => {
    expect(elements.slice(4, 7)).toEqual([
      expect.objectContaining({
        kind: 'line',
        direction: 'TopDown',
        pen: { lineWidth: 2, lineStyle: 'Dashed', lineColor: '#111111' },
      }),
      expect.objectContaining({
        kind: 'rectangle',
        radius: 5,
        mode: 'Opaque',
        pen: { lineWidth: 1, lineStyle: 'Solid', lineColor: '#00FF00' },
      }),
      expect.objectContaining({
        kind: 'ellipse',
        x: 40,
        y: 65,
        width: 20,
        height: 10,
      }),
    ]);
  });

  it('positions frame children relative to the frame', () => {
    const frame = elements[7] as PrintFrame;
    expect(frame).toMatchObject({ kind: 'frame', x: 70, y: 70 });
    expect(frame.children).toEqual([
      expect.objectContaining({ kind: 'text', text: 'inside', x: 5, y: 5 }),
    ]);
  });

  it('uses a data URL image value as is and asks resolveImage for other values', () => {
    const design = testReport(`<title><band height="50">
      <image onErrorType="Blank"><reportElement x="0" y="0" width="20" height="20"/>
        <imageExpression><![CDATA["logo.png"]]></imageExpression></image>
      <image><reportElement x="0" y="20" width="20" height="20"/>
        <imageExpression><![CDATA["data:image/png;base64,AAAA"]]></imageExpression></image>
    </band></title>`);
    const [unknown, inline] = fillReport(design, { records: ONE }).pages[0]
      .elements;
    expect(unknown).toMatchObject({ kind: 'image', scaleImage: 'RetainShape' });
    expect(unknown).not.toHaveProperty('dataUrl');
    expect(inline).toMatchObject({ dataUrl: 'data:image/png;base64,AAAA' });
    const resolved = fillReport(design, {
      records: ONE,
      resolveImage: (name) => `data:${String(name)}`,
    });
    expect(resolved.pages[0].elements[0]).toMatchObject({
      dataUrl: 'data:logo.png',
    });
  });
});

describe('fillReport errors', () => {
  it('names the element and line of an expression that fails', () => {
    const design = testReport(
      `<title>${band(20, textField('$P{nope}'))}</title>`,
    );
    expect(() => fillReport(design, { records: ONE })).toThrow(FillError);
    expect(() => fillReport(design, { records: ONE })).toThrow(
      /\$P\{nope\}.*\(<textField> riga 6\)/,
    );
  });

  it('refuses an image that cannot be loaded when onErrorType is Error', () => {
    const design =
      testReport(`<title><band height="20"><image><reportElement x="0" y="0" width="20" height="20"/>
      <imageExpression><![CDATA["missing.png"]]></imageExpression></image></band></title>`);
    expect(() => fillReport(design, { records: ONE })).toThrow(
      /Immagine non trovata: missing.png/,
    );
  });

  it('refuses calculations it does not support, naming the variable', () => {
    const design = testReport(`<field name="n" class="java.lang.Integer"/>
      <variable name="spread" class="java.lang.Double" calculation="StandardDeviation">
        <variableExpression><![CDATA[$F{n}]]></variableExpression></variable>`);
    expect(() => fillReport(design, { records: [{ n: 1 }] })).toThrow(
      /StandardDeviation \(variabile spread\)/,
    );
  });

  it('converts parameters and fields to their declared class, with a clear error', () => {
    const design = testReport(`<field name="n" class="java.lang.Integer"/>
      <detail>${band(10, textField('$F{n} / 2'))}</detail>`);
    expect(
      pageTextElements(fillReport(design, { records: [{ n: '7' }] }), 0)[0]
        .text,
    ).toBe('3');
    expect(() => fillReport(design, { records: [{ n: 'sette' }] })).toThrow(
      /Campo n: .*sette/,
    );
  });
});

describe('fillReport variable errors', () => {
  it('names the variable whose expression fails', () => {
    const design = testReport(`<field name="n" class="java.lang.Integer"/>
      <variable name="ratio" class="java.lang.Integer" calculation="Sum">
        <variableExpression><![CDATA[10 / $F{n}]]></variableExpression></variable>`);
    expect(() => fillReport(design, { records: [{ n: 0 }] })).toThrow(
      /Variabile ratio, espressione "10 \/ \$F\{n\}": .*\(<variable> riga 7\)/,
    );
  });
});
