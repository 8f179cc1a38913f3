import { conRigaVuota, formatDataOraDocumento, nuovoDocumento, rigaCompleta, rigaVuota } from './documento';

describe('documento', () => {
  it('a new document starts with one empty row (VAT 0, price 0, quantity 0)', () => {
    expect(nuovoDocumento('DDT').listaRighe).toEqual([rigaVuota()]);
    expect(rigaVuota()).toMatchObject({ quantita: 0, prezzoUnitario: 0, aliquotaIva: 0 });
  });

  it('a loaded document gets an extra empty row', () => {
    const doc = { ...nuovoDocumento('DDT'), listaRighe: [{ ...rigaVuota(), descrizioneArticolo: 'CARTA' }] };
    expect(conRigaVuota(doc).listaRighe.map((r) => r.descrizioneArticolo)).toEqual(['CARTA', '']);
  });

  it('a row needs a description, a VAT code and a quantity above 0', () => {
    expect(rigaCompleta({ ...rigaVuota(), descrizioneArticolo: 'CARTA', aliquotaIvaDescrizione: '22', quantita: 1 })).toBe(true);
    expect(rigaCompleta({ ...rigaVuota(), descrizioneArticolo: 'CARTA', aliquotaIvaDescrizione: '22', quantita: 0 })).toBe(false);
    expect(rigaCompleta({ ...rigaVuota(), descrizioneArticolo: 'CARTA', quantita: 1 })).toBe(false);
    expect(rigaCompleta({ ...rigaVuota(), aliquotaIvaDescrizione: '22', quantita: 1 })).toBe(false);
  });

  it('shows date and time as DD-MM-YYYY HH:mm', () => {
    expect(formatDataOraDocumento(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05-03-2026 09:07');
    expect(formatDataOraDocumento(null)).toBe('');
  });
});
