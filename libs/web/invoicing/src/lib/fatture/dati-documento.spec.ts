import { validaDatiDocumento } from './dati-documento';

const VALIDI = { dataDocumento: '2026-03-02T09:00:00.000Z', idTipoDocumento: 1, idCausaleDocumento: 4 };

describe('document data modal checks', () => {
  it('requires the date and the type', () => {
    expect(validaDatiDocumento({ dataDocumento: '', idTipoDocumento: null, idCausaleDocumento: null }, false)).toEqual({
      dataDocumento: 'fatturazione.erroreData',
      idTipoDocumento: 'fatturazione.erroreTipoDocumento',
    });
  });

  it('requires the reason only when the type has reasons', () => {
    expect(validaDatiDocumento({ ...VALIDI, idCausaleDocumento: null }, true)).toEqual({ idCausaleDocumento: 'fatturazione.erroreCausale' });
    expect(validaDatiDocumento({ ...VALIDI, idCausaleDocumento: null }, false)).toEqual({});
    expect(validaDatiDocumento(VALIDI, true)).toEqual({});
  });
});
