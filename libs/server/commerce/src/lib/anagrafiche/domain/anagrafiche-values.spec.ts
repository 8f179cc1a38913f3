import { anagraficaValues } from './anagrafica-values';
import { dizionarioTipoValues } from './dizionario-tipo-values';

describe('dizionarioTipoValues', () => {
  it('sets the path from the section and drops movement and follow-on outside the document sections', () => {
    expect(dizionarioTipoValues({ sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'cli', descrizioneTipo: ' Clienti ', tipoMovimento: 'C', richiedeFattura: 'FAT' }, ['FAT'])).toEqual({
      sezioneDizionario: 'ANAGRAFICA',
      codiceTipo: 'CLI',
      descrizioneTipo: 'Clienti',
      tipo: 'P',
      tipoMovimento: null,
      richiedeFattura: null,
      path: 'papercleananagraficatipi/anagrafica',
      attivo: true,
    });
    expect(dizionarioTipoValues({ sezioneDizionario: 'DOCUMENTOMOBILE', codiceTipo: 'DDM', descrizioneTipo: 'DDT Mobile', tipoMovimento: 'S', richiedeFattura: 'fat' }, ['FAT'])).toMatchObject({
      path: 'papercleandocumentotipi/documentimobile',
      tipoMovimento: 'S',
      richiedeFattura: 'FAT',
    });
  });

  it('refuses a follow-on type that is not a DOCUMENTO type or is the type itself', () => {
    expect(() => dizionarioTipoValues({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'DDT', descrizioneTipo: 'x', richiedeFattura: 'CLI' }, ['FAT'])).toThrow(
      'Il Documento Successivo CLI non è un tipo della sezione DOCUMENTO#',
    );
    expect(() => dizionarioTipoValues({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'FAT', descrizioneTipo: 'x', richiedeFattura: 'FAT' }, ['FAT'])).toThrow(
      'Il Documento Successivo non può essere il tipo stesso#',
    );
  });
});

describe('anagraficaValues', () => {
  const base = { codice: 'c1', nominativo: 'Bar Aurora', codiceTipo: 'cli' };

  it('keeps empty fiscal fields and normalises codes', () => {
    expect(anagraficaValues(base, ['CLI'])).toMatchObject({ codice: 'C1', codiceTipo: 'CLI', codiceFiscale: '', partitaIva: '', attivo: true, listaNote: [] });
    expect(anagraficaValues({ ...base, codiceFiscale: 'rssmra80a01h50mm' }, ['CLI']).codiceFiscale).toBe('RSSMRA80A01H50MM');
  });

  it('lists every problem at once', () => {
    expect(() => anagraficaValues({ codice: '', nominativo: '', codiceTipo: 'CLI', partitaIva: '12345678901', codiceFiscale: 'ABC' }, ['CLI'])).toThrow(
      'Il campo Codice è obbligatorio#Il campo Nominativo è obbligatorio#Il Codice Fiscale ABC non è valido (16 caratteri con il carattere di controllo corretto, o 11 cifre)#La Partita IVA 12345678901 non è valida (11 cifre con la cifra di controllo corretta)#',
    );
  });
});
