import { conRigaVuota, corpoTrasformazione, formatDataOraDocumento, nuovoDocumento, rigaCompleta, rigaVuota } from './documento';

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

  it("a transformation is saved as the spec's payload: the new document COMPLETA with documentoOrigine and ordineOrigine, the rows carried marked trasformata", () => {
    const riga = (descrizioneArticolo: string, trasformata = false) => ({ ...rigaVuota(), descrizioneArticolo, aliquotaIvaDescrizione: '22', quantita: 1, trasformata });
    const origine = { ...nuovoDocumento('DDT'), id: 7, statoAttuale: 'COMPLETA' as const, idAnagrafica: 5, listaRighe: [riga('CARTA', true), riga('SAPONE'), riga('DETERSIVO')] };
    const nuovo = { ...nuovoDocumento('FAT'), idAnagrafica: 5, listaRighe: [riga('DETERSIVO')] };
    const corpo = corpoTrasformazione(nuovo, origine, [2]);
    expect(corpo).toMatchObject({ id: -1, tipo: 'FAT', statoAttuale: 'COMPLETA', documentoOrigine: 7, idAnagrafica: 5, listaRighe: [expect.objectContaining({ descrizioneArticolo: 'DETERSIVO' })] });
    expect(corpo.ordineOrigine?.id).toBe(7);
    expect(corpo.ordineOrigine?.listaRighe.map((r) => r.trasformata)).toEqual([true, false, true]);
    expect(corpo).not.toHaveProperty('righeOrigine');
  });

  it('shows date and time as DD-MM-YYYY HH:mm', () => {
    expect(formatDataOraDocumento(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05-03-2026 09:07');
    expect(formatDataOraDocumento(null)).toBe('');
  });
});
