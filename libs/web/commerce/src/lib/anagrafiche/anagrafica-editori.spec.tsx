import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Anagrafica, DizionarioTipo } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { AnagraficaListPage } from './anagrafica-list.page';
import { DocumentoEditorDialog } from '../documenti/documento-editor-dialog';

const json = (corpo: unknown) => new Response(JSON.stringify(corpo), { status: 200 });
const lista = <T,>(righe: T[]) => json({ data: { list: righe, recordsNumber: righe.length } });

const tipo = (sezioneDizionario: DizionarioTipo['sezioneDizionario'], codiceTipo: string, descrizioneTipo: string, tipoMovimento: DizionarioTipo['tipoMovimento'] = null): DizionarioTipo => ({
  id: codiceTipo.length,
  sezioneDizionario,
  codiceTipo,
  descrizioneTipo,
  tipo: 'P',
  tipoMovimento,
  richiedeFattura: null,
  path: null,
});

const parte = (id: number, codice: string, nominativo: string, citta: string, partitaIva: string, statoAttuale = 'ATTIVO'): Anagrafica => ({
  id,
  codice,
  nominativo,
  citta,
  indirizzo: '',
  codiceFiscale: partitaIva,
  partitaIva,
  telefono: '',
  codiceTipo: 'CLI',
  attivo: true,
  statoAttuale,
  statoAttualeDataOra: null,
  listaNote: [],
});

/** The calls of the party list and the document editor; `anagrafiche` records each party query. */
function api() {
  const anagrafiche: URLSearchParams[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const indirizzo = new URL(url, 'http://localhost');
    const sezione = indirizzo.searchParams.get('sezioneDizionario');
    if (indirizzo.pathname === '/api/dizionariotipi') {
      if (sezione === 'ANAGRAFICA') return lista([tipo('ANAGRAFICA', 'CLI', 'Clienti'), tipo('ANAGRAFICA', 'FOR', 'Fornitori')]);
      if (sezione === 'DOCUMENTO') return lista([tipo('DOCUMENTO', 'DDT', 'Documento di Trasporto', 'S'), tipo('DOCUMENTO', 'ORD', 'Ordine Fornitore', 'C')]);
      return lista([]);
    }
    if (indirizzo.pathname === '/api/anagrafica') {
      anagrafiche.push(indirizzo.searchParams);
      return lista([
        parte(1, 'C0001', 'Cartoleria Rossi', 'Napoli', '01234567897'),
        parte(2, 'C0031', 'Cartoleria Rossi', 'Salerno', '06349871258'),
        parte(3, 'C0040', 'Bar Aurora', 'Caserta', '04123987655', 'ELIMINATO'),
      ]);
    }
    return lista([]);
  }) as unknown as typeof fetch;
  return { anagrafiche };
}

describe('party list and counterparty search', () => {
  it('the title names the type; a deleted party reads ELIMINATO, not Attivo SI', async () => {
    api();
    renderWithApp(<AnagraficaListPage />, '/papercleananagraficatipi/anagrafica?codiceTipo=CLI&tipo=P');
    expect(await screen.findByRole('heading', { name: 'Anagrafica Clienti' })).toBeTruthy();
    const eliminata = await screen.findByRole('row', { name: /Bar Aurora/ });
    expect(within(eliminata).getByText('ELIMINATO')).toBeTruthy();
    expect(within(eliminata).queryByText('SI')).toBeNull();
    expect(within(screen.getByRole('row', { name: /C0001/ })).getByText('SI')).toBeTruthy();
  });

  it("a DDT's counterparty search asks for customers only and tells equal names apart by codice, città and partita IVA; the chosen party is shown read-only", async () => {
    const { anagrafiche } = api();
    renderWithApp(<DocumentoEditorDialog store="P" apertura={{ id: -1, tipo: 'DDT', solaLettura: false }} onChiudi={jest.fn()} />);
    const dialogo = await screen.findByRole('dialog');
    const nominativo = within(dialogo).getByLabelText('Intestatario', { selector: 'input' }) as HTMLInputElement;
    expect(nominativo.readOnly).toBe(true);
    expect(nominativo.tabIndex).toBe(-1);
    expect(nominativo.className).toContain('registro-sola-lettura');

    // CERCA waits for the types, so the search knows the DDT's side
    const cerca = within(dialogo).getByRole('button', { name: 'CERCA' }) as HTMLButtonElement;
    await waitFor(() => expect(cerca.disabled).toBe(false));
    fireEvent.click(cerca);
    const ricerca = await screen.findByRole('region', { name: 'Ricerca Intestatario' });
    const napoli = await within(ricerca).findByRole('row', { name: /Napoli/ });
    const salerno = within(ricerca).getByRole('row', { name: /Salerno/ });
    expect(within(napoli).getByText('C0001')).toBeTruthy();
    expect(within(napoli).getAllByText('01234567897').length).toBeGreaterThan(0);
    expect(within(salerno).getByText('C0031')).toBeTruthy();
    await waitFor(() => expect(anagrafiche.at(-1)?.get('codiceTipo')).toBe('CLI'));
    expect(anagrafiche.every((q) => q.get('codiceTipo') !== 'ALL')).toBe(true);
  });
});
