import { linkDelTipo, sezioneConMovimento } from './opzioni-dizionario';

describe('dictionary options', () => {
  it('links a type row to its path with codiceTipo and tipo', () => {
    expect(linkDelTipo({ path: 'papercleandocumentotipi/documenti', codiceTipo: 'DDT', tipo: 'P' })).toBe('/papercleandocumentotipi/documenti?codiceTipo=DDT&tipo=P');
    expect(linkDelTipo({ path: null, codiceTipo: 'X', tipo: 'P' })).toBeNull();
  });

  it('asks movement and follow-on type only for the document sections', () => {
    expect(['ANAGRAFICA', 'DOCUMENTO', 'DOCUMENTOMOBILE', ''].map((s) => sezioneConMovimento(s as never))).toEqual([false, true, true, false]);
  });
});
