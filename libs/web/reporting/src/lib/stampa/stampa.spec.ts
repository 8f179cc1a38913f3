import { pdfDaBase64 } from '@registro/web-ui';
import { datiDiTest } from './printserver/pdf-preview';
import { eTemplate, nomeSubreport } from './printreport/upload-template';

describe('print server test data and template files', () => {
  it('parses the test data, or says where the JSON is wrong', () => {
    expect(datiDiTest('{"a": [1, 2]}')).toEqual({ valido: true, valore: { a: [1, 2] } });
    expect(datiDiTest('{\n  "a": 1\n  "b": 2\n}')).toEqual({ valido: false, messaggio: 'JSON non valido alla riga 3, colonna 3' });
    expect(datiDiTest('   ')).toEqual({ valido: false, messaggio: '' });
  });

  it('turns the base64 answer (plain or data URL) into a PDF blob', async () => {
    const base64 = Buffer.from('%PDF-1.7 prova').toString('base64');
    for (const testo of [base64, `data:application/pdf;base64,${base64}`]) {
      const blob = pdfDaBase64(testo);
      expect(blob.type).toBe('application/pdf');
      expect(blob.size).toBe(14);
    }
  });

  it('accepts only .jasper and .jrxml and names the subreport after the file', () => {
    expect(eTemplate('Fattura.jasper')).toBe(true);
    expect(eTemplate('fattura.JRXML')).toBe(true);
    expect(eTemplate('fattura.pdf')).toBe(false);
    expect(eTemplate('jasper')).toBe(false);
    expect(nomeSubreport('Fattura.jasper')).toBe('Fattura');
    expect(nomeSubreport('ordine.v2.jrxml')).toBe('ordine.v2');
  });
});
