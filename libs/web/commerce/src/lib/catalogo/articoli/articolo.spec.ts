import { barcodeDaAggiungere, nuovoArticolo } from './articolo';

describe('articolo', () => {
  it('a new article is attivo with zeros and the given stock entries', () => {
    const a = nuovoArticolo([{ tipo: 'P', unitaMisura: '', quantita: 0, descrizione: 'PRINCIPALE', note: '' }], new Date('2026-01-01T10:00:00Z'));
    expect(a).toMatchObject({ id: -1, attivo: true, quantitaPedana: 0, listino: { dataOra: '2026-01-01T10:00:00.000Z', prezzoEsposto: 0 } });
    expect(a.listaGiacenze).toHaveLength(1);
  });

  it('a barcode needs a code and may not repeat one of the list', () => {
    const lista = [{ barcode: '8001234567897', attivo: true }];
    expect(barcodeDaAggiungere('  ', lista)).toBe('obbligatorio');
    expect(barcodeDaAggiungere(' 8001234567897 ', lista)).toBe('presente');
    expect(barcodeDaAggiungere('96385074', lista)).toBeNull();
  });
});
