import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Sottocategoria } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { SottocategorieTable } from './sottocategorie-table';

function Categoria() {
  const [lista, setLista] = useState<Sottocategoria[]>([
    { codice: 'STOVIGLIE', descrizione: 'Stoviglie', attivo: true },
    { codice: 'VETRI', descrizione: 'Vetri', attivo: true },
  ]);
  return <SottocategorieTable value={lista} onChange={setLista} />;
}

describe("a category's subcategories (spec 3 §5)", () => {
  it('deleting one asks "Sicuro di voler procedere alla cancellazione?" with SI and NO: NO keeps it, SI removes it', async () => {
    renderWithApp(<Categoria />);
    const tabella = screen.getByRole('table', { name: 'Sottocategorie' });
    const stoviglie = () => within(tabella).queryByRole('row', { name: /STOVIGLIE/ });

    fireEvent.click(within(stoviglie() as HTMLElement).getByRole('button', { name: 'Elimina' }));
    const domanda = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(domanda.textContent).toContain('Sicuro di voler procedere alla cancellazione?');
    expect(within(domanda).queryByRole('button', { name: 'Sì' })).toBeNull();
    fireEvent.click(within(domanda).getByRole('button', { name: 'NO' }));
    expect(stoviglie()).toBeTruthy();

    fireEvent.click(within(stoviglie() as HTMLElement).getByRole('button', { name: 'Elimina' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Conferma' })).getByRole('button', { name: 'SI' }));
    expect(stoviglie()).toBeNull();
    expect(within(tabella).getByRole('row', { name: /VETRI/ })).toBeTruthy();
  });
});
