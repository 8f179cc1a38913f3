import { emptyRiga, hasDescrizione, moltiplicatorePredefinito, righeCompilate, righeConVuota, rigaDa, validateRiga, type RigaBozza } from './riga-documento';

const valida = (): RigaBozza => ({
  ...emptyRiga(),
  codiceArticolo: 'VIS01',
  descrizione: 'VISITA MEDICO SPORTIVA AGONISTICA',
  idUnitaMisura: 2,
  unitaMisura: 'NR',
  quantita: 1,
  idMoltiplicatore: 1,
  moltiplicatore: 1,
  prezzoUnitario: 50,
  sconto: 10,
  totaleRiga: 45,
  idIva: 3,
  idTipoSpesa: 0,
});

describe('line modal validation (spec 2 §5)', () => {
  it('accepts a complete line, expense type 0 included', () => {
    expect(validateRiga(valida())).toEqual({});
  });

  it('flags every invalid field at once', () => {
    const errori = validateRiga({
      ...valida(),
      codiceArticolo: '  ',
      descrizione: '',
      quantita: null,
      sconto: null,
      prezzoUnitario: null,
      totaleRiga: 0,
      idMoltiplicatore: null,
      idUnitaMisura: null,
      idIva: 0,
      idTipoSpesa: -1,
    });
    expect(Object.keys(errori).sort()).toEqual(
      ['codiceArticolo', 'descrizione', 'idIva', 'idMoltiplicatore', 'idTipoSpesa', 'idUnitaMisura', 'prezzoUnitario', 'quantita', 'sconto', 'totaleRiga'].sort(),
    );
    expect(errori.totaleRiga).toBe('fatturazione.erroreTotaleRiga');
  });

  it('wants a line total above 0, a chosen VAT and an expense type', () => {
    expect(validateRiga({ ...valida(), totaleRiga: -1 })).toEqual({ totaleRiga: 'fatturazione.erroreTotaleRiga' });
    expect(validateRiga({ ...valida(), idIva: null })).toEqual({ idIva: 'fatturazione.erroreIva' });
    expect(validateRiga({ ...valida(), idTipoSpesa: null })).toEqual({ idTipoSpesa: 'fatturazione.erroreTipoSpesa' });
  });

  it("the expense type may stay empty on a company's invoice (not for the Sistema TS), never below 0", () => {
    expect(validateRiga({ ...valida(), idTipoSpesa: null }, { tipoSpesaObbligatorio: false })).toEqual({});
    expect(validateRiga({ ...valida(), idTipoSpesa: -1 }, { tipoSpesaObbligatorio: false })).toEqual({ idTipoSpesa: 'fatturazione.erroreTipoSpesa' });
  });

  it('a new line starts with the multiplier worth 1, else the first', () => {
    expect(moltiplicatorePredefinito([{ id: 2, multiplo: 2 }, { id: 1, multiplo: '1' }])?.id).toBe(1);
    expect(moltiplicatorePredefinito([{ id: 2, multiplo: 2 }])?.id).toBe(2);
    expect(moltiplicatorePredefinito(undefined)).toBeUndefined();
  });

  it('quantity and discount must be numbers; 0 is a number', () => {
    expect(validateRiga({ ...valida(), sconto: 0 })).toEqual({});
    expect(validateRiga({ ...valida(), quantita: Number.NaN })).toEqual({ quantita: 'fatturazione.erroreQuantita' });
  });

  it('a discount outside 0-100 is refused with its message, never capped', () => {
    expect(validateRiga({ ...valida(), sconto: 150 })).toMatchObject({ sconto: 'fatturazione.erroreScontoIntervallo' });
    expect(validateRiga({ ...valida(), sconto: -2 })).toMatchObject({ sconto: 'fatturazione.erroreScontoIntervallo' });
    expect(validateRiga({ ...valida(), sconto: 100 }).sconto).toBeUndefined();
  });

  it('a valid draft becomes a line with numbers', () => {
    expect(rigaDa(valida())).toMatchObject({ quantita: 1, prezzoUnitario: 50, sconto: 10, totaleRiga: 45 });
  });
});

describe('the trailing empty line (spec 2 §2.1, §4)', () => {
  it('an invoice without lines shows one empty row', () => {
    const righe = righeConVuota([]);
    expect(righe).toHaveLength(1);
    expect(hasDescrizione(righe[0])).toBe(false);
  });

  it('the lines with a description come first, blank ones are dropped, then exactly one empty row', () => {
    const a = { ...emptyRiga(), descrizione: 'A' };
    const b = { ...emptyRiga(), descrizione: 'B' };
    const righe = righeConVuota([a, { ...emptyRiga(), descrizione: '   ' }, b, emptyRiga()]);
    expect(righe.map((r) => r.descrizione)).toEqual(['A', 'B', '']);
    expect(righeCompilate(righe)).toEqual([a, b]);
  });
});
