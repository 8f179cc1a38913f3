import { prezzaOrdine } from './prezza-ordine';
import { readNuovoOrdine } from './read-nuovo-ordine';

describe('prezzaOrdine', () => {
  const articoli = new Map([
    [1, { descrizione: 'Carta', prezzo: '0.10' }],
    [2, { descrizione: 'Detergente', prezzo: '19.99' }],
    [3, { descrizione: 'Sacchi', prezzo: '0.335' }],
  ]);

  it('totals Σ quantita × prezzo exactly, half-up to 2 decimals, with the catalogue descriptions', () => {
    const { listaRighe, totaleOrdine } = prezzaOrdine(
      [
        { idArticolo: 1, quantita: 3, note: '' },
        { idArticolo: 2, quantita: 7, note: 'x' },
      ],
      articoli,
    );
    expect(totaleOrdine).toBe(140.23);
    expect(listaRighe.map((r) => [r.descrizioneArticolo, r.prezzo])).toEqual([['Carta', 0.1], ['Detergente', 19.99]]);
    expect(prezzaOrdine([{ idArticolo: 3, quantita: 1, note: '' }], articoli).totaleOrdine).toBe(0.34);
  });
});

describe('readNuovoOrdine', () => {
  it('drops the trailing empty row and lists every problem of a creation', () => {
    const letto = readNuovoOrdine(
      { dataOrdine: 1767225600000, listaRighe: [{ idArticolo: 1, quantita: 0 }, { idArticolo: 'x', quantita: -1 }, { idArticolo: null, quantita: 0 }] },
      true,
    );
    expect(letto.dataOrdine).toBe('2026-01-01T00:00:00.000Z');
    expect(letto.righe).toHaveLength(2);
    expect(letto.errori).toEqual(['Riga 1: la quantità deve essere maggiore di 0', 'Riga 2: articolo non valido', 'Riga 2: la quantità non è valida']);
  });

  it('needs at least one row with an article to create, not to price', () => {
    expect(readNuovoOrdine({ listaRighe: [] }, true).errori).toEqual(["L'ordine deve contenere almeno una riga con un articolo"]);
    expect(readNuovoOrdine({ listaRighe: [] }, false).errori).toEqual([]);
  });
});
