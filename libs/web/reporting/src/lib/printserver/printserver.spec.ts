import { pdfFromBase64 } from '@registro/web-ui';
import { parseTestData } from './pdf-preview';
import { isTemplate, subreportName } from './upload-template';

describe('print server test data and template files', () => {
  it('parses the test data, or says where the JSON is wrong', () => {
    expect(parseTestData('{"a": [1, 2]}')).toEqual({ valido: true, valore: { a: [1, 2] } });
    expect(parseTestData('{\n  "a": 1\n  "b": 2\n}')).toEqual({ valido: false, messaggio: 'JSON non valido alla riga 3, colonna 3' });
    expect(parseTestData('   ')).toEqual({ valido: false, messaggio: '' });
  });

  it('turns the base64 answer (plain or data URL) into a PDF blob', async () => {
    const base64 = Buffer.from('%PDF-1.7 prova').toString('base64');
    for (const testo of [base64, `data:application/pdf;base64,${base64}`]) {
      const blob = pdfFromBase64(testo);
      expect(blob.type).toBe('application/pdf');
      expect(blob.size).toBe(14);
    }
  });

  it('accepts only .jasper and .jrxml and names the subreport after the file', () => {
    expect(isTemplate('Fattura.jasper')).toBe(true);
    expect(isTemplate('fattura.JRXML')).toBe(true);
    expect(isTemplate('fattura.pdf')).toBe(false);
    expect(isTemplate('jasper')).toBe(false);
    expect(subreportName('Fattura.jasper')).toBe('Fattura');
    expect(subreportName('ordine.v2.jrxml')).toBe('ordine.v2');
  });
});
