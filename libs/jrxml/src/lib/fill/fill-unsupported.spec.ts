import { fillReport } from './fill-report';
import { band, testReport } from './test-report';

describe('fill: what the engine cannot print yet', () => {
  const withComponent = (component: string) =>
    testReport(
      `<detail>${band(
        40,
        `<componentElement><reportElement x="0" y="0" width="100" height="40"/>${component}</componentElement>`,
      )}</detail>`,
    );
  const barcode = `<jr:barbecue xmlns:jr="http://jasperreports.sourceforge.net/jasperreports/components" type="SSCC18">
  <jr:codeExpression><![CDATA["123"]]></jr:codeExpression></jr:barbecue>`;

  it('refuses a barcode type it cannot draw with a FillError naming the element kind and its line', () => {
    expect(() => fillReport(withComponent(barcode), { records: [{}] })).toThrow(
      /Elemento non ancora supportato nella stampa: componente barcode SSCC18 \(<componentElement> riga 6\)/,
    );
  });

  it('leaves it out when asked to', () => {
    const document = fillReport(withComponent(barcode), {
      records: [{}],
      unsupportedElements: 'omit',
    });
    expect(document.pages[0].elements).toEqual([]);
  });

  it('refuses a subreport when no resolveSubreport is given', () => {
    const report = testReport(
      `<detail>${band(
        20,
        `<subreport><reportElement x="0" y="0" width="100" height="20"/>
<subreportExpression><![CDATA["Sub.jasper"]]></subreportExpression></subreport>`,
      )}</detail>`,
    );
    expect(() => fillReport(report, { records: [{}] })).toThrow(
      /Elemento non ancora supportato nella stampa: subreport \(<subreport> riga 6\)/,
    );
  });
});
