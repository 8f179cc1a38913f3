import { xsdMessageInItalian } from './xsd-message';

describe('xsdMessageInItalian', () => {
  it.each([
    ["riga 44: Element 'AliquotaIVA': [facet 'pattern'] The value '0' is not accepted by the pattern '[0-9]{1,3}\\.[0-9]{2}'.", "riga 44: elemento AliquotaIVA: il valore '0' non rispetta il formato [0-9]{1,3}\\.[0-9]{2}"],
    ["riga 33: Element 'BolloVirtuale': [facet 'enumeration'] The value 'NO' is not an element of the set {'SI'}.", "riga 33: elemento BolloVirtuale: il valore 'NO' non è tra quelli ammessi ('SI')"],
    ["riga 7: Element 'cfProprietario': [facet 'maxLength'] The value has a length of '344'; this exceeds the allowed maximum length of '256'.", 'riga 7: elemento cfProprietario: il valore è lungo 344 caratteri, oltre il massimo di 256'],
    ["riga 12: Element 'Sede': Missing child element(s). Expected is ( Indirizzo ).", 'riga 12: elemento Sede: mancano elementi obbligatori; atteso: Indirizzo'],
    ["riga 9: Element 'Pippo': This element is not expected. Expected is one of ( CAP, Comune ).", 'riga 9: elemento Pippo: elemento non previsto in questa posizione; atteso: CAP, Comune'],
    ["riga 3: Element 'Data': '2026-13-01' is not a valid value of the atomic type 'xs:date'.", "riga 3: elemento Data: '2026-13-01' non è un valore valido del tipo xs:date"],
    ['riga 1: something else', 'riga 1: something else'],
  ])('%s', (inglese, italiano) => {
    expect(xsdMessageInItalian(inglese)).toBe(italiano);
  });
});
