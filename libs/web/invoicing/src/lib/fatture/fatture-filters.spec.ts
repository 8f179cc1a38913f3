import { FILTRI_FATTURE_KEY, cleanFiltri, initialFilterValues, listQuery, loadFiltriFatture, saveFiltriFatture } from './fatture-filters';

describe('invoice list filter in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('is empty at first and after a damaged entry', () => {
    expect(loadFiltriFatture()).toEqual({});
    sessionStorage.setItem(FILTRI_FATTURE_KEY, '{not json');
    expect(loadFiltriFatture()).toEqual({});
  });

  it('keeps what Cerca saved, for the next visit', () => {
    const dal = '2026-01-01';
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
    expect(cleanFiltri({ page: 3, dataAl: 'ieri', dataDal: '2026-02-31', numeroDocumento: 7, cognomeRagioneSoggetto: 'Bianchi' })).toEqual({ cognomeRagioneSoggetto: 'Bianchi' });
  });

  it('reads an entry saved when the dates were epoch ms as its days', () => {
    expect(cleanFiltri({ dataDal: new Date(2026, 10, 28, 17, 5, 51).getTime() })).toEqual({ dataDal: '2026-11-28' });
  });

  it('gives the filter bar its days back as Date', () => {
    const iniziali = initialFilterValues({ dataAl: '2026-06-30', codiceStruttura: '001' });
    expect(iniziali['dataAl']).toEqual(new Date(2026, 5, 30));
    expect(iniziali['dataDal']).toBeNull();
    expect(iniziali['codiceStruttura']).toBe('001');
    expect(iniziali['numeroDocumento']).toBe('');
  });

  it('sends the days to GET documenti as chosen (the server takes them whole: Dal from 00:00, Al to the end)', () => {
    expect(listQuery({ dataDal: '2026-11-28', dataAl: '2026-11-28', cognomeRagioneSoggetto: 'Rossi' })).toEqual({ dataDal: '2026-11-28', dataAl: '2026-11-28', cognomeRagioneSoggetto: 'Rossi' });
  });
});
