import { parseJrxml } from '../jrxml';
import { jsonPrintData } from './json-print-data';

const template = (query: string) => `<?xml version="1.0" encoding="UTF-8"?>
<jasperReport xmlns="http://jasperreports.sourceforge.net/jasperreports" name="t" pageWidth="595" pageHeight="842" columnWidth="555" leftMargin="20" rightMargin="20" topMargin="20" bottomMargin="20">
  <parameter name="numeroDocumento" class="java.lang.String"/>
  <parameter name="nonNelDocumento" class="java.lang.String"/>
  ${query}
  <field name="descrizione" class="java.lang.String"/>
</jasperReport>`;

const documento = {
  numeroDocumento: '12/A',
  righeDocumento: [{ descrizione: 'Visita' }, { descrizione: 'Esame' }],
};

describe('jsonPrintData', () => {
  it('takes the records from the json query and the declared parameters from the document', () => {
    const design = parseJrxml(
      template(
        '<queryString language="json"><![CDATA[righeDocumento]]></queryString>',
      ),
    );
    const { records, parameters } = jsonPrintData(design, documento);
    expect(records).toEqual(documento.righeDocumento);
    expect(parameters).toEqual({ numeroDocumento: '12/A' });
  });

  it('without a query an object is one record and an array the records', () => {
    const design = parseJrxml(template(''));
    expect(jsonPrintData(design, documento).records).toEqual([documento]);
    expect(
      jsonPrintData(design, [{ descrizione: 'a' }, { descrizione: 'b' }])
        .records,
    ).toHaveLength(2);
    expect(jsonPrintData(design, null).records).toEqual([]);
  });
});
