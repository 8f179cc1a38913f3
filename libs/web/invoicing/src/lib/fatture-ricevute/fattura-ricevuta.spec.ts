import { codiceConNome, modalitaPagamento, natura, tipoDocumentoRicevuto } from './codici-fatturapa';
import { formatGiorno, formatImportataIl, formatImporto, formatPrezzo, identificativiFiscali, indirizzoCompleto, nomeSoggetto } from './fattura-ricevuta';

/** the space before € is a non-breaking one */
const spazi = (testo: string) => testo.replace(/\u00a0/g, ' ');

describe('received invoices: how values read', () => {
  it('a day as Italians write it, also with the spaces some suppliers leave; an instant on the Rome clock', () => {
    expect(formatGiorno('2026-11-28')).toBe('28/11/2026');
    expect(formatGiorno(' 2026-11-28 ')).toBe('28/11/2026');
    expect(formatGiorno('2026-11-28T23:30:00.000Z')).toBe('29/11/2026');
    expect(formatGiorno(undefined)).toBe('');
    expect(formatImportataIl('2026-11-28T16:01:15.100Z')).toBe('28/11/2026 17:01');
  });

  it('amounts with two decimals and the thousands point; unit prices keep their decimals; another currency by its code', () => {
    expect(spazi(formatImporto(1234.56))).toBe('1.234,56 €');
    expect(spazi(formatImporto(14.4))).toBe('14,40 €');
    expect(spazi(formatImporto(1234.5, 'USD'))).toBe('1.234,50 USD');
    expect(spazi(formatPrezzo(0.00125))).toBe('0,00125 €');
    expect(spazi(formatPrezzo(12.5))).toBe('12,50 €');
  });

  it('the document type and payment codes by name', () => {
    expect(tipoDocumentoRicevuto('TD01')).toBe('Fattura');
    expect(tipoDocumentoRicevuto('TD04')).toBe('Nota di credito');
    expect(tipoDocumentoRicevuto('TD07')).toBe('Fattura semplificata');
    expect(tipoDocumentoRicevuto('TD99')).toBe('TD99');
    expect(codiceConNome('MP05', modalitaPagamento)).toBe('MP05 Bonifico');
    expect(codiceConNome('N4', natura)).toBe('N4 Esenti');
  });

  it("the supplier's VAT number and fiscal code, the fiscal code only when it says something more", () => {
    expect(identificativiFiscali({ partitaIva: '01234567890', codiceFiscale: '01234567890' })).toBe('P.IVA 01234567890');
    expect(identificativiFiscali({ partitaIva: 'IT01234567890', codiceFiscale: '01234567890' })).toBe('P.IVA IT01234567890');
    expect(identificativiFiscali({ partitaIva: '', codiceFiscale: 'BNCMRA80A01D548T' })).toBe('CF BNCMRA80A01D548T');
    expect(identificativiFiscali({ partitaIva: '01234567890', codiceFiscale: 'RSSMRA80A01H501U' })).toBe('P.IVA 01234567890 · CF RSSMRA80A01H501U');
  });

  it('a natural person by name and surname; the seat on one line', () => {
    expect(nomeSoggetto({ denominazione: '', nome: 'MARIO', cognome: 'BIANCHI' })).toBe('MARIO BIANCHI');
    expect(indirizzoCompleto({ indirizzo: 'VIALE ROMA', numeroCivico: '543', cap: '07100', comune: 'SASSARI', provincia: 'SS', nazione: 'IT' })).toBe('VIALE ROMA 543, 07100 SASSARI (SS)');
    expect(indirizzoCompleto({ indirizzo: 'RUE X', cap: '75001', comune: 'PARIS', nazione: 'FR' })).toBe('RUE X, 75001 PARIS, FR');
  });
});
