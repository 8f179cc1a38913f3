import { basePathOf, fatturePaths } from './fatture-paths';
import { formatDataDocumento, formatEuro, isPrivato, newDocumento, nomeSoggetto, xmlFileName } from './documento-fattura';

describe('invoice helpers', () => {
  it('a new invoice has the defaults of spec 2 §9', () => {
    expect(newDocumento()).toMatchObject({ id: -1, indirizzoDestinazione: 'IDEM', idMagazzino: '1', magazzinoDescrizione: 'GG', totaleDocumento: 0, righeDocumento: [] });
  });

  it('formats EUR the Italian way and dates as 07/03/2026', () => {
    expect(formatEuro(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatDataDocumento('2026-03-07T10:00:00')).toBe('07/03/2026');
    expect(xmlFileName({ numeroDocumento: '12/A', dataDocumento: '2026-03-07T10:00:00' })).toBe('12-A_07-03-2026.xml');
  });

  it('names the recipient surname or company name plus first name; no VAT number = private person', () => {
    expect(nomeSoggetto({ cognomeRagioneSoggetto: 'ROSSI', nomeSoggetto: 'MARIO' })).toBe('ROSSI MARIO');
    expect(nomeSoggetto({ cognomeRagioneSoggetto: 'ACME SRL', nomeSoggetto: '' })).toBe('ACME SRL');
    expect(isPrivato({ cognomeRagioneSoggetto: 'ROSSI', partitaIvaSoggetto: '' })).toBe(true);
    expect(isPrivato({ cognomeRagioneSoggetto: 'ACME SRL', partitaIvaSoggetto: '01234567890' })).toBe(false);
  });

  it('links stay within the prefix the user came from', () => {
    expect(basePathOf('/fatturazione/view/3')).toBe('/fatturazione');
    expect(basePathOf('/contabilita/fatturazione/edit/-1')).toBe('/contabilita/fatturazione');
    expect(fatturePaths('/fatturazione').edit(-1)).toBe('/fatturazione/edit/-1');
  });
});
