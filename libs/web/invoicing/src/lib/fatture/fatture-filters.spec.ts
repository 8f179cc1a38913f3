import { FILTRI_FATTURE_KEY, cleanFiltri, initialFilterValues, listQuery, loadFiltriFatture, saveFiltriFatture } from './fatture-filters';

describe('invoice list filter in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('is empty at first and after a damaged entry', () => {
    expect(loadFiltriFatture()).toEqual({});
    sessionStorage.setItem(FILTRI_FATTURE_KEY, '{not json');
    expect(loadFiltriFatture()).toEqual({});
  });

  it('keeps what Cerca saved, for the next visit', () => {
    const dal = new Date(2026, 0, 1, 8, 30).getTime();
    saveFiltriFatture({ codiceStruttura: '001', dataDal: dal, numeroDocumento: ' 12 ', tipoDocumentoDescrizione: '', cognomeRagioneSoggetto: 'Rossi' });
    expect(JSON.parse(sessionStorage.getItem(FILTRI_FATTURE_KEY) ?? '')).toEqual({ codiceStruttura: '001', dataDal: dal, numeroDocumento: '12', cognomeRagioneSoggetto: 'Rossi' });
    expect(loadFiltriFatture()).toEqual({ codiceStruttura: '001', dataDal: dal, numeroDocumento: '12', cognomeRagioneSoggetto: 'Rossi' });
  });

  it('Resetta saves the empty filter over the old one', () => {
    saveFiltriFatture({ cognomeRagioneSoggetto: 'Rossi' });
    saveFiltriFatture({ codiceStruttura: '', numeroDocumento: '', tipoDocumentoDescrizione: '', cognomeRagioneSoggetto: '' });
    expect(loadFiltriFatture()).toEqual({});
  });

  it('ignores unknown fields and wrong types', () => {
    expect(cleanFiltri({ page: 3, dataAl: 'ieri', numeroDocumento: 7, cognomeRagioneSoggetto: 'Bianchi' })).toEqual({ cognomeRagioneSoggetto: 'Bianchi' });
  });

  it('gives the filter bar its dates back as Date', () => {
    const al = new Date(2026, 5, 30, 23, 59, 59).getTime();
    const iniziali = initialFilterValues({ dataAl: al, codiceStruttura: '001' });
    expect(iniziali['dataAl']).toEqual(new Date(al));
    expect(iniziali['dataDal']).toBeNull();
    expect(iniziali['codiceStruttura']).toBe('001');
    expect(iniziali['numeroDocumento']).toBe('');
  });

  it('sends the dates to GET documenti as ISO instants', () => {
    const dal = Date.UTC(2026, 0, 1, 7, 30);
    expect(listQuery({ dataDal: dal, cognomeRagioneSoggetto: 'Rossi' })).toEqual({ dataDal: '2026-01-01T07:30:00.000Z', dataAl: undefined, cognomeRagioneSoggetto: 'Rossi' });
  });
});
