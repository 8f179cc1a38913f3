import { screen, within } from '@testing-library/react';
import type { EsitoImportazioneFattureRicevute } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { EsitoImportazione } from './esito-importazione';

const fornitore = { idAnagrafica: 3, denominazione: 'ALPHA SRL', partitaIva: '01234567890', codiceFiscale: '01234567890' };

const ESITO: EsitoImportazioneFattureRicevute = {
  creati: [
    { id: 11, file: 'IT01234567890_FPR03.xml.p7m', numero: '123', data: '2014-12-18', tipoDocumento: 'TD01', totale: 25, fornitore: { ...fornitore, corrispondenza: 'partitaIva' } },
    { id: 12, file: 'IT01234567890_FPR03.xml.p7m', numero: '456', data: '2014-12-20', tipoDocumento: 'TD04', totale: 1234.5, fornitore: { ...fornitore, corrispondenza: 'creato' } },
    { id: 13, file: 'archivio.zip/ITBNCMRA80A01D548T_20001.xml', numero: '7', data: '2026-11-02', tipoDocumento: 'TD01', totale: 10, fornitore: { idAnagrafica: 4, denominazione: 'MARIO BIANCHI', partitaIva: '', codiceFiscale: 'BNCMRA80A01D548T', corrispondenza: 'codiceFiscale' } },
  ],
  rifiutati: [
    { file: 'IT05979361218_001.xml', messaggio: 'Fattura già importata: ALPHA SRL n. 123 del 18/12/2014', idEsistente: 5 },
    { file: 'lettera.xml', messaggio: 'Il file lettera.xml non è una FatturaPA' },
  ],
};

describe('import outcome (Importa fatture ricevute)', () => {
  it('lists each created document with its number linked to the view, date, type, supplier and how it was matched, total', () => {
    renderWithApp(<EsitoImportazione esito={ESITO} />);
    expect(screen.getByText('Documenti creati: 3 · File rifiutati: 2')).toBeTruthy();
    const creati = within(screen.getByRole('table', { name: 'Fatture importate' }));
    expect(creati.getByRole('link', { name: '123' }).getAttribute('href')).toBe('/contabilita/fatturericevute/11');
    expect(creati.getByText('18/12/2014')).toBeTruthy();
    expect(creati.getByText('Nota di credito')).toBeTruthy();
    expect(creati.getByText('trovato per partita IVA')).toBeTruthy();
    expect(creati.getByText('nuovo fornitore creato')).toBeTruthy();
    expect(creati.getByText('trovato per codice fiscale')).toBeTruthy();
    expect(creati.getByText('CF BNCMRA80A01D548T')).toBeTruthy();
    expect(creati.getByText(/1\.234,50\s€/)).toBeTruthy();
    expect(creati.getByText(/^25,00\s€$/)).toBeTruthy();
  });

  it('lists each refused file with its message; a duplicate links to the invoice already imported', () => {
    renderWithApp(<EsitoImportazione esito={ESITO} />);
    const rifiutati = within(screen.getByRole('table', { name: 'File rifiutati' }));
    expect(rifiutati.getByText('Il file lettera.xml non è una FatturaPA')).toBeTruthy();
    expect(rifiutati.getByText('Fattura già importata: ALPHA SRL n. 123 del 18/12/2014')).toBeTruthy();
    const link = rifiutati.getAllByRole('link', { name: 'Apri la fattura già importata' });
    expect(link).toHaveLength(1);
    expect(link[0].getAttribute('href')).toBe('/contabilita/fatturericevute/5');
  });

  it('all refused: says nothing was created and shows no created table', () => {
    renderWithApp(<EsitoImportazione esito={{ creati: [], rifiutati: [ESITO.rifiutati[1]] }} />);
    expect(screen.getByText('Documenti creati: 0 · File rifiutati: 1')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Fatture importate' })).toBeNull();
  });
});
