import { STRUTTURA_PROVA, documentoSanitario } from '../../fatturapa/test/fatturapa-fixtures';
import { build730, type FatturaPaziente } from './spesa-730-builder';

const cifra = (cf: string) => `cifrato(${cf})`;
const paziente = (over: Parameters<typeof documentoSanitario>[0] = {}): FatturaPaziente => ({ documento: documentoSanitario(over), tipoDocumentoSdi: 'TD01', tracciato: true });

/** The 730 file applies the same fiscal-code rules as the invoice's save (fatturapa/checks). */
describe('build730: the rules shared with the save', () => {
  it('exports a patient with a valid fiscal code', () => {
    expect(build730({ struttura: STRUTTURA_PROVA, fatture: [paziente()], cifra }).problemi).toEqual([]);
  });

  it("refuses a patient's fiscal code with a wrong check character, in the save's words", () => {
    expect(build730({ struttura: STRUTTURA_PROVA, fatture: [paziente({ codiceFiscaleSoggetto: 'RSSMRA80A01H501X' })], cifra }).problemi).toEqual([
      'Fattura 12/2026: Codice Fiscale del destinatario non valido (carattere di controllo errato)',
    ]);
    // an opposed patient's code is not sent, so not checked
    expect(build730({ struttura: STRUTTURA_PROVA, fatture: [paziente({ codiceFiscaleSoggetto: 'RSSMRA80A01H501X', opposizioneTs: true })], cifra }).problemi).toEqual([]);
  });

  it('leaves out an invoice failing the rules, with its reason, and makes the file of the others', () => {
    const esito = build730({ struttura: STRUTTURA_PROVA, fatture: [paziente(), paziente({ id: 2, numeroDocumento: '13/2026', codiceFiscaleSoggetto: '' })], cifra });
    expect(esito.problemi).toEqual([]);
    expect(esito.xml).toContain('<numDocumento>12/2026</numDocumento>');
    expect(esito.xml).not.toContain('13/2026');
    expect(esito.esclusi).toEqual([expect.objectContaining({ id: 2, numeroDocumento: '13/2026', motivo: 'manca il codice fiscale del paziente' })]);
  });

  it("refuses the facility's partita IVA and CF Proprietario by the Strutture screen's labels", () => {
    const struttura = { ...STRUTTURA_PROVA, partitaIva: '12345678904', cfProprietario: '' };
    expect(build730({ struttura, fatture: [paziente()], cifra }).problemi).toEqual([
      'Struttura H3: Partita IVA non valida (cifra di controllo errata)',
      'Struttura H3: CF Proprietario obbligatorio',
    ]);
  });
});
