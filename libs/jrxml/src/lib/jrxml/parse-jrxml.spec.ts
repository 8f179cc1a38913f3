import type { ReportDesign } from '../model';
import { JrxmlError } from './jrxml-error';
import { parseJrxml } from './parse-jrxml';

const JR6 =
  'xmlns="http://jasperreports.sourceforge.net/jasperreports" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://jasperreports.sourceforge.net/jasperreports http://jasperreports.sourceforge.net/xsd/jasperreport.xsd"';

/** A 6.x template whose title band holds `content`; the band's children start on line 4. */
function jr6Title(content: string, bandAttributes = 'height="50"'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<jasperReport ${JR6} name="R">\n<title><band ${bandAttributes}>\n${content}\n</band></title>\n</jasperReport>`;
}

/** A 7.x template whose title section holds `content`, starting on line 3 (`prelude` stays on line 1). */
function jr7Title(content: string, prelude = ''): string {
  return `<jasperReport name="R">${prelude}\n<title height="50">\n${content}\n</title>\n</jasperReport>`;
}

function errorOf(xml: string): JrxmlError {
  try {
    parseJrxml(xml);
  } catch (error) {
    if (error instanceof JrxmlError) return error;
    throw error;
  }
  throw new Error('expected a JrxmlError');
}

function titleChildren(report: ReportDesign) {
  return report.bands.title?.children ?? [];
}

describe('parseJrxml', () => {
  describe('report defaults', () => {
    it('applies the JasperReports defaults when the root says nothing', () => {
      const report = parseJrxml(`<jasperReport ${JR6} name="Vuoto"/>`);
      expect(report).toMatchObject({
        name: 'Vuoto',
        format: 'jrxml6',
        language: 'java',
        page: {
          width: 595,
          height: 842,
          orientation: 'Portrait',
          margins: { top: 30, left: 20, bottom: 30, right: 20 },
        },
        columns: {
          count: 1,
          width: 555,
          spacing: 0,
          printOrder: 'Vertical',
          direction: 'LTR',
        },
        whenNoDataType: 'NoPages',
        titleNewPage: false,
        styles: [],
        subDatasets: [],
        bands: { detail: [] },
      });
      expect(report.bands.title).toBeUndefined();
    });

    it('accepts bytes as well as text', () => {
      const bytes = new TextEncoder().encode('<jasperReport name="Perché"/>');
      expect(parseJrxml(bytes).name).toBe('Perché');
    });

    it('refuses a root that is not <jasperReport>', () => {
      expect(errorOf('<report name="x"/>').message).toBe(
        'Riga 1: la radice deve essere <jasperReport>, trovato <report>',
      );
    });

    it('requires the report name', () => {
      expect(errorOf('<jasperReport/>').message).toBe(
        'Riga 1: attributo obbligatorio name mancante in <jasperReport>',
      );
    });
  });

  describe('6.x format', () => {
    it('reads text element, font, box and textField flags into ownStyle', () => {
      const report = parseJrxml(
        jr6Title(`<textField isStretchWithOverflow="true" pattern="#,##0.00" isBlankWhenNull="true" evaluationTime="Report">
  <reportElement mode="Opaque" x="1" y="2" width="30" height="40" backcolor="#EEEEEE" isRemoveLineWhenBlank="true" isPrintRepeatedValues="false"/>
  <box leftPadding="3"><topPen lineWidth="0.5" lineStyle="Dashed" lineColor="#000000"/></box>
  <textElement textAlignment="Right" verticalAlignment="Middle" markup="html">
    <font fontName="DejaVu Sans" size="9" isBold="true" isItalic="false"/>
    <paragraph leftIndent="4"/>
  </textElement>
  <textFieldExpression class="java.math.BigDecimal"><![CDATA[$F{importo}]]></textFieldExpression>
</textField>`),
      );
      expect(titleChildren(report)[0]).toEqual(
        expect.objectContaining({
          kind: 'textField',
          x: 1,
          y: 2,
          width: 30,
          height: 40,
          textAdjust: 'StretchHeight',
          evaluationTime: 'Report',
          removeLineWhenBlank: true,
          printRepeatedValues: false,
          expression: {
            text: '$F{importo}',
            valueClass: 'java.math.BigDecimal',
          },
          ownStyle: {
            mode: 'Opaque',
            backcolor: '#EEEEEE',
            pattern: '#,##0.00',
            blankWhenNull: true,
            hTextAlign: 'Right',
            vTextAlign: 'Middle',
            markup: 'html',
            fontName: 'DejaVu Sans',
            fontSize: 9,
            bold: true,
            italic: false,
            paragraph: { leftIndent: 4 },
            box: {
              leftPadding: 3,
              topPen: {
                lineWidth: 0.5,
                lineStyle: 'Dashed',
                lineColor: '#000000',
              },
            },
          },
          source: { line: 4, column: 1, origin: 'textField' },
        }),
      );
    });

    it('takes a static text CDATA exactly (line breaks, trailing space) and drops the indentation around it', () => {
      const report = parseJrxml(
        jr6Title(
          '<staticText><reportElement x="0" y="0" width="9" height="9"/><text>\n  <![CDATA[Totale:\n  fine ]]>\n</text></staticText>',
        ),
      );
      expect(titleChildren(report)[0]).toMatchObject({
        kind: 'staticText',
        text: 'Totale:\n  fine ',
      });
    });

    it('trims a static text written without CDATA', () => {
      const report = parseJrxml(
        jr6Title('<staticText><reportElement x="0" y="0" width="9" height="9"/><text>\n  Totale \n</text></staticText>'),
      );
      expect(titleChildren(report)[0]).toMatchObject({ kind: 'staticText', text: 'Totale' });
    });

    it('reads shapes, images, frames, breaks and element groups', () => {
      const report = parseJrxml(
        jr6Title(`<rectangle radius="5"><reportElement x="0" y="0" width="10" height="10"/><graphicElement fill="Solid"><pen lineWidth="2"/></graphicElement></rectangle>
<ellipse><reportElement x="0" y="0" width="10" height="10"/></ellipse>
<image scaleImage="RetainShape" hAlign="Center" onErrorType="Blank"><reportElement x="0" y="0" width="10" height="10"/><imageExpression><![CDATA["logo.png"]]></imageExpression></image>
<frame><reportElement x="0" y="20" width="100" height="30"/><line direction="BottomUp"><reportElement x="0" y="0" width="10" height="10"/></line></frame>
<break type="Column"><reportElement x="0" y="45" width="10" height="1"/></break>
<elementGroup><line><reportElement x="0" y="0" width="10" height="1"/></line></elementGroup>`),
      );
      const [rectangle, ellipse, image, frame, pageBreak, group] =
        titleChildren(report);
      expect(rectangle).toMatchObject({
        kind: 'rectangle',
        ownStyle: { radius: 5, fill: 'Solid', pen: { lineWidth: 2 } },
      });
      expect(ellipse.kind).toBe('ellipse');
      expect(image).toMatchObject({
        kind: 'image',
        onErrorType: 'Blank',
        expression: { text: '"logo.png"' },
        ownStyle: { scaleImage: 'RetainShape', hImageAlign: 'Center' },
      });
      expect(frame).toMatchObject({
        kind: 'frame',
        children: [{ kind: 'line', direction: 'BottomUp' }],
      });
      expect(pageBreak).toMatchObject({ kind: 'break', breakType: 'Column' });
      expect(group).toMatchObject({
        kind: 'elementGroup',
        children: [{ kind: 'line' }],
      });
    });

    it('reads subreports with parameters, data source and return values', () => {
      const report = parseJrxml(
        jr6Title(`<subreport isUsingCache="false">
  <reportElement x="0" y="0" width="100" height="20"/>
  <subreportParameter name="City"><subreportParameterExpression><![CDATA[$F{City}]]></subreportParameterExpression></subreportParameter>
  <dataSourceExpression><![CDATA[$P{righe}]]></dataSourceExpression>
  <returnValue subreportVariable="PriceSum" toVariable="Total" calculation="Sum"/>
  <subreportExpression><![CDATA["Righe.jasper"]]></subreportExpression>
</subreport>`),
      );
      expect(titleChildren(report)[0]).toMatchObject({
        kind: 'subreport',
        usingCache: false,
        expression: { text: '"Righe.jasper"' },
        parameters: [{ name: 'City', expression: { text: '$F{City}' } }],
        dataSourceExpression: { text: '$P{righe}' },
        returnValues: [
          { fromVariable: 'PriceSum', toVariable: 'Total', calculation: 'Sum' },
        ],
      });
    });

    it('reads a 6.x barcode4j component with its attributes', () => {
      const report = parseJrxml(
        jr6Title(`<componentElement><reportElement x="0" y="0" width="90" height="30"/>
<jr:Code128 xmlns:jr="http://jasperreports.sourceforge.net/jasperreports/components" moduleWidth="1.5" textPosition="bottom"><jr:codeExpression><![CDATA[$F{codice}]]></jr:codeExpression></jr:Code128></componentElement>`),
      );
      expect(titleChildren(report)[0]).toMatchObject({
        kind: 'component',
        component: {
          kind: 'barcode',
          library: 'barcode4j',
          barcodeType: 'Code128',
          codeExpression: { text: '$F{codice}' },
          attributes: { moduleWidth: '1.5', textPosition: 'bottom' },
        },
      });
    });

    it('maps the deprecated isSplitAllowed="false" to splitType Prevent', () => {
      const report = parseJrxml(
        jr6Title('', 'height="10" isSplitAllowed="false"'),
      );
      expect(report.bands.title).toMatchObject({
        height: 10,
        splitType: 'Prevent',
        children: [],
      });
    });

    it('reads parameters, fields, variables, sort fields and groups with their bands', () => {
      const report =
        parseJrxml(`<jasperReport ${JR6} name="R" whenNoDataType="AllSectionsNoDetail">
  <import value="java.util.*"/>
  <parameter name="Titolo" isForPrompting="false"><parameterDescription><![CDATA[Il titolo]]></parameterDescription><defaultValueExpression><![CDATA["Fattura"]]></defaultValueExpression></parameter>
  <field name="importo" class="java.math.BigDecimal"><fieldDescription><![CDATA[righe.importo]]></fieldDescription></field>
  <sortField name="importo" order="Descending"/>
  <variable name="Totale" class="java.math.BigDecimal" resetType="Group" resetGroup="Cliente" calculation="Sum"><variableExpression><![CDATA[$F{importo}]]></variableExpression><initialValueExpression><![CDATA[java.math.BigDecimal.ZERO]]></initialValueExpression></variable>
  <group name="Cliente" isStartNewPage="true" keepTogether="true"><groupExpression><![CDATA[$F{cliente}]]></groupExpression><groupHeader><band height="10"/><band height="12"/></groupHeader></group>
</jasperReport>`);
      expect(report.whenNoDataType).toBe('AllSectionsNoDetail');
      expect(report.imports).toEqual(['java.util.*']);
      const dataset = report.mainDataset;
      expect(dataset.parameters[0]).toMatchObject({
        name: 'Titolo',
        valueClass: 'java.lang.String',
        forPrompting: false,
        description: 'Il titolo',
        defaultValueExpression: { text: '"Fattura"' },
      });
      expect(dataset.fields[0]).toMatchObject({
        name: 'importo',
        valueClass: 'java.math.BigDecimal',
        description: 'righe.importo',
      });
      expect(dataset.sortFields).toEqual([
        { name: 'importo', order: 'Descending', type: 'Field' },
      ]);
      expect(dataset.variables[0]).toMatchObject({
        calculation: 'Sum',
        resetType: 'Group',
        resetGroup: 'Cliente',
        incrementType: 'None',
        expression: { text: '$F{importo}' },
        initialValueExpression: { text: 'java.math.BigDecimal.ZERO' },
      });
      expect(dataset.groups[0]).toMatchObject({
        name: 'Cliente',
        startNewPage: true,
        keepTogether: true,
        expression: { text: '$F{cliente}' },
        headers: [{ height: 10 }, { height: 12 }],
        footers: [],
      });
    });
  });

  describe('7.x format', () => {
    it('reads elements written as <element kind> with flat attributes', () => {
      const report = parseJrxml(
        jr7Title(`<element kind="textField" x="5" y="6" width="70" height="11" fontSize="8.0" bold="true" hTextAlign="Center" blankWhenNull="true" textAdjust="ScaleFont" linkType="Reference">
  <expression><![CDATA[$F{nome}]]></expression>
  <hyperlinkReferenceExpression><![CDATA["https://example.org"]]></hyperlinkReferenceExpression>
  <paragraph firstLineIndent="2"/>
</element>`),
      );
      expect(report.format).toBe('jrxml7');
      expect(report.bands.title?.height).toBe(50);
      expect(titleChildren(report)[0]).toMatchObject({
        kind: 'textField',
        x: 5,
        textAdjust: 'ScaleFont',
        expression: { text: '$F{nome}' },
        hyperlink: {
          hyperlinkType: 'Reference',
          referenceExpression: { text: '"https://example.org"' },
        },
        ownStyle: {
          fontSize: 8,
          bold: true,
          hTextAlign: 'Center',
          blankWhenNull: true,
          paragraph: { firstLineIndent: 2 },
        },
        source: { line: 3, origin: 'element kind="textField"' },
      });
    });

    it('reads subreports, datasets, queries and descriptions in 7.x spelling', () => {
      const report = parseJrxml(`<jasperReport name="R">
  <dataset name="Righe"><field name="d" class="java.lang.String"><description><![CDATA[desc]]></description></field></dataset>
  <parameter name="p" forPrompting="false"/>
  <query language="json"><![CDATA[righe]]></query>
  <variable name="n" calculation="Count" class="java.lang.Integer"><expression><![CDATA[1]]></expression></variable>
  <group name="g" startNewColumn="true"><expression><![CDATA[$F{x}]]></expression><groupFooter><band height="4"/></groupFooter></group>
  <detail><band height="20">
    <element kind="subreport" x="0" y="0" width="10" height="10" usingCache="true">
      <expression><![CDATA["Sub.jasper"]]></expression>
      <parameter name="City"><expression><![CDATA[$F{City}]]></expression></parameter>
      <returnValue toVariable="n" calculation="Sum" subreportVariable="count"/>
    </element>
  </band></detail>
</jasperReport>`);
      expect(report.subDatasets[0]).toMatchObject({
        name: 'Righe',
        fields: [{ name: 'd', description: 'desc' }],
      });
      expect(report.mainDataset.parameters[0].forPrompting).toBe(false);
      expect(report.mainDataset.query).toEqual({
        language: 'json',
        text: 'righe',
      });
      expect(report.mainDataset.variables[0]).toMatchObject({
        calculation: 'Count',
        expression: { text: '1' },
      });
      expect(report.mainDataset.groups[0]).toMatchObject({
        startNewColumn: true,
        footers: [{ height: 4 }],
      });
      expect(report.bands.detail[0].children[0]).toMatchObject({
        kind: 'subreport',
        usingCache: true,
        expression: { text: '"Sub.jasper"' },
        parameters: [{ name: 'City', expression: { text: '$F{City}' } }],
        returnValues: [
          { fromVariable: 'count', toVariable: 'n', calculation: 'Sum' },
        ],
      });
    });

    it('reads 7.x table columns, column groups and cells', () => {
      const report = parseJrxml(
        jr7Title(
          `<element kind="component" x="0" y="0" width="200" height="30">
  <component kind="table">
    <datasetRun subDataset="Righe"><dataSourceExpression><![CDATA[$P{ds}]]></dataSourceExpression></datasetRun>
    <column kind="group" width="200">
      <columnHeader height="10" style="TH"><element kind="staticText" x="0" y="0" width="200" height="10"><text><![CDATA[Indirizzo]]></text></element></columnHeader>
      <column kind="single" width="200"><detailCell height="10"><element kind="textField" x="0" y="0" width="200" height="10"><expression><![CDATA[$F{via}]]></expression></element></detailCell></column>
    </column>
  </component>
</element>`,
          '<style name="TH"/><dataset name="Righe"><field name="via"/></dataset>',
        ),
      );
      const element = titleChildren(report)[0];
      if (element.kind !== 'component' || element.component.kind !== 'table')
        throw new Error('table expected');
      const [group] = element.component.columns;
      expect(group).toMatchObject({
        width: 200,
        columnHeader: { height: 10, style: 'TH' },
      });
      expect(group.columns?.[0]).toMatchObject({
        width: 200,
        detailCell: {
          height: 10,
          children: [{ kind: 'textField', expression: { text: '$F{via}' } }],
        },
      });
    });

    it('treats 6.x spellings as unsupported in a 7.x template', () => {
      expect(
        errorOf(
          jr7Title(
            '<element kind="staticText" x="0" y="0" width="9" height="9" isBold="true"/>',
          ),
        ).message,
      ).toBe(
        'Riga 3: attributo isBold non supportato in <element kind="staticText">',
      );
    });
  });

  describe('unsupported content names the element and the line', () => {
    it('refuses a 6.x chart', () => {
      const error = errorOf(
        jr6Title(
          '<pieChart><chart><reportElement x="0" y="0" width="9" height="9"/></chart></pieChart>',
        ),
      );
      expect(error.message).toBe(
        'Riga 4: elemento <pieChart> non supportato in <band>',
      );
      expect(error.line).toBe(4);
      expect(error.element).toBe('pieChart');
    });

    it('refuses a 7.x crosstab', () => {
      const error = errorOf(
        jr7Title('<element kind="crosstab" x="0" y="0" width="9" height="9"/>'),
      );
      expect(error.message).toBe(
        'Riga 3: elemento <element kind="crosstab"> non supportato in <title>',
      );
    });

    it('refuses a list component', () => {
      const error = errorOf(
        jr6Title(`<componentElement><reportElement x="0" y="0" width="9" height="9"/>
<jr:list xmlns:jr="http://jasperreports.sourceforge.net/jasperreports/components"/></componentElement>`),
      );
      expect(error.message).toBe('Riga 5: componente "list" non supportato');
    });

    it('refuses an unknown attribute on a nested tag', () => {
      const error = errorOf(
        jr6Title(
          '<line>\n<reportElement x="0" y="0" width="9" height="1" isLazy="true"/></line>',
        ),
      );
      expect(error.message).toBe(
        'Riga 5: attributo isLazy non supportato in <reportElement>',
      );
    });

    it('refuses a value outside the allowed set, listing the allowed ones', () => {
      const error = errorOf(
        jr6Title(
          '<staticText><reportElement x="0" y="0" width="9" height="9"/><textElement textAlignment="Middle"/></staticText>',
        ),
      );
      expect(error.message).toBe(
        'Riga 4: valore "Middle" non valido per l\'attributo textAlignment di <textElement> (ammessi: Left, Center, Right, Justified)',
      );
    });

    it('refuses a number that is not a number', () => {
      expect(
        errorOf(
          jr6Title(
            '<line><reportElement x="0" y="0" width="dieci" height="1"/></line>',
          ),
        ).message,
      ).toBe(
        'Riga 4: valore "dieci" non valido per l\'attributo width di <reportElement>',
      );
    });

    it('refuses an element without <reportElement>', () => {
      expect(errorOf(jr6Title('<line/>')).message).toBe(
        'Riga 4: <reportElement> mancante in <line>',
      );
    });

    it('refuses a style template, whose styles would be missing', () => {
      const error = errorOf(
        `<jasperReport ${JR6} name="R">\n<template><![CDATA["stili.jrtx"]]></template>\n</jasperReport>`,
      );
      expect(error.message).toBe(
        'Riga 2: elemento <template> non supportato in <jasperReport>',
      );
    });

    it.each([
      [
        'an element style',
        '<line><reportElement style="Grassetto" x="0" y="0" width="9" height="1"/></line>',
        'stile "Grassetto"',
      ],
      [
        'an evaluation group',
        '<textField evaluationTime="Group" evaluationGroup="Cliente"><reportElement x="0" y="0" width="9" height="9"/></textField>',
        'gruppo "Cliente"',
      ],
    ])(
      'refuses a reference to an undefined name (%s) at the element line',
      (_case, content, name) => {
        expect(errorOf(jr6Title(content)).message).toBe(
          `Riga 4: ${name} non definito`,
        );
      },
    );

    it('refuses a variable reset by an undefined group, and a parent style that does not exist', () => {
      const variable = `<jasperReport ${JR6} name="R">\n<variable name="v" resetType="Group" resetGroup="Nessuno"/>\n</jasperReport>`;
      expect(errorOf(variable).message).toBe(
        'Riga 2: gruppo "Nessuno" non definito',
      );
      const style = `<jasperReport ${JR6} name="R">\n\n<style name="Figlio" style="Padre"/>\n</jasperReport>`;
      expect(errorOf(style).message).toBe('Riga 3: stile "Padre" non definito');
    });

    it('refuses a table on an undefined dataset', () => {
      const table = jr7Title(
        '<element kind="component" x="0" y="0" width="9" height="9"><component kind="table"><datasetRun subDataset="Manca"/></component></element>',
      );
      expect(errorOf(table).message).toBe(
        'Riga 3: dataset "Manca" non definito',
      );
    });

    it('refuses a group evaluated text field without its group', () => {
      const error = errorOf(
        jr6Title(
          '<textField evaluationTime="Group"><reportElement x="0" y="0" width="9" height="9"/></textField>',
        ),
      );
      expect(error.message).toBe(
        'Riga 4: evaluationTime="Group" senza evaluationGroup in <textField>',
      );
    });
  });
});
